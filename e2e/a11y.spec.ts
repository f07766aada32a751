import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { specRouteSamples } from '../src/client/config/paths';
import { DEVICES, on } from './devices';
import { expect, test } from './fixtures';
import { SEEDED, trackApi } from './harness';

// axe-core is injected with page.evaluate (DevTools protocol), which our CSP does not govern; a <script> tag
// would be refused by script-src 'self', as it should be.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/profile',
  '/favorites',
  '/trugpt-history',
  '/trugpt-chat',
  '/claim-profile',
];
const ADMIN_ROUTES = ['/admin-dashboard', '/lead-admin-dashboard', '/photo-import-admin', '/provider-import'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Opens the route and waits until the page is live with its heading and the data it asked for. */
async function openSettled(page: Page, api: ReturnType<typeof trackApi>, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first(), `${route}: no main heading appeared`).toBeVisible({
    timeout: 20_000,
  });
  await api.settled();
}

async function seriousViolations(page: Page, api: ReturnType<typeof trackApi>, route: string) {
  await openSettled(page, api, route);
  // Let entrance transitions finish so colours are measured as people see them (endless ones, such as a
  // spinner, never do).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${route} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

async function audit(page: Page, routes: string[]) {
  const api = trackApi(page);
  const found: string[] = [];
  for (const route of routes) found.push(...(await seriousViolations(page, api, route)));
  return found;
}

for (const device of ['desktop', 'mobile'] as const) {
  test.describe(`accessibility (axe-core) at ${DEVICES[device].viewport.width} px`, on(device), () => {
    test('finds no serious or critical violations on any SPEC route as a guest', async ({ page }) => {
      // Every SPEC route in turn, a couple of seconds each: more than the allowance for one journey.
      test.setTimeout(240_000);
      const found = await audit(page, specRouteSamples);
      expect(found, found.join('\n')).toEqual([]);
    });

    test('finds none on the signed-in patient pages', async ({ page, signIn }) => {
      await signIn(SEEDED.demo);
      const found = await audit(page, SIGNED_IN_ROUTES);
      expect(found, found.join('\n')).toEqual([]);
    });

    test('finds none on the admin pages', async ({ page, signIn }) => {
      await signIn(SEEDED.admin);
      const found = await audit(page, ADMIN_ROUTES);
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test('moves focus by Tab through the first stops of key pages, each with a visible focus ring', async ({
    page,
  }) => {
    const api = trackApi(page);
    for (const route of ['/', '/find-doctors', '/procedure/rhinoplasty', '/signin', '/contact-us']) {
      // Tab only once the page's data has arrived: a late re-render must not race the key presses.
      await openSettled(page, api, route);
      const rings: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return 'none:body';
          const s = getComputedStyle(el);
          const visible =
            (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
          return `${visible ? 'ok' : 'none'}:${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30) ?? ''}`;
        });
        rings.push(ring);
      }
      expect(
        rings.filter((r) => r.startsWith('none')),
        `${route}: ${rings.join(', ')}`,
      ).toEqual([]);
    }
  });
});
