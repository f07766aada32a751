import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { specRouteSamples } from '../src/client/config/paths';
import { openPage, SEEDED, signInContext, type ViewportName } from './harness';

// axe-core is injected with page.evaluate (DevTools protocol), which our CSP does not govern; a <script> tag
// would be refused by script-src 'self', as it should be.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

const viewports: ViewportName[] = ['desktop', 'mobile'];
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

async function seriousViolations(page: Page, route: string) {
  await page.goto(route);
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {
      throw new Error(`${route}: no main heading appeared (at ${page.url()})`);
    });
  await page.waitForLoadState('networkidle').catch(() => {});
  // Let entrance transitions finish so colours are measured as people see them.
  await page.waitForTimeout(400);
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
  const found: string[] = [];
  for (const route of routes) found.push(...(await seriousViolations(page, route)));
  return found;
}

describe.each(viewports)('accessibility (axe-core) at %s', (viewport) => {
  // Every SPEC route in turn, a couple of seconds each: more than the allowance for one journey.
  it('finds no serious or critical violations on any SPEC route as a guest', async () => {
    const { page } = await openPage(viewport);
    const found = await audit(page, specRouteSamples);
    expect(found, found.join('\n')).toEqual([]);
  }, 240_000);

  it('finds none on the signed-in patient pages', async () => {
    const { page, context } = await openPage(viewport);
    await signInContext(context, SEEDED.demo.email, SEEDED.demo.password);
    const found = await audit(page, SIGNED_IN_ROUTES);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('finds none on the admin pages', async () => {
    const { page, context } = await openPage(viewport);
    await signInContext(context, SEEDED.admin.email, SEEDED.admin.password);
    const found = await audit(page, ADMIN_ROUTES);
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('keyboard', () => {
  it('moves focus by Tab through the first stops of key pages, each with a visible focus ring', async () => {
    const { page } = await openPage('desktop');
    for (const route of ['/', '/find-doctors', '/procedure/rhinoplasty', '/signin', '/contact-us']) {
      await page.goto(route);
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => {
          throw new Error(`${route}: no main heading appeared (at ${page.url()})`);
        });
      // Tab only once the page's data has arrived: a late re-render must not race the key presses.
      await page.waitForLoadState('networkidle');
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
