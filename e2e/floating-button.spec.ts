import type { Page } from '@playwright/test';
import { specRouteSamples } from '../src/shared/paths';
import { onPhone } from './devices';
import { expect, openVisitor, test } from './fixtures';
import { createVerifiedPatient, SEEDED, serverUrl, trackApi } from './harness';
import { appRunning } from './app-running';

// SPEC §2's floating "Ask TruGPT" button never lies over a form control, a table or text, measured by the boxes of
// both once the page is at rest: on every SPEC route, at the top of the page and a screen at a time down to its
// end, at 1280×800 and 1440×900. (Hidden, it covers nothing; on a phone it is not shown at all.)

/** Once the button has decided (a frame after the page moved) and finished fading: what it lies over. */
function coveredAtRest(page: Page) {
  return page.evaluate(async () => {
    const frames = () =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
    await frames();
    const button = document.querySelector<HTMLElement>('button[data-floating-trugpt]');
    if (!button) return { shown: false, covered: [] as string[] };
    await Promise.all(button.getAnimations().map((a) => a.finished.catch(() => null)));
    await frames();
    const style = getComputedStyle(button);
    if (button.getClientRects().length === 0 || style.opacity === '0' || style.visibility === 'hidden')
      return { shown: false, covered: [] as string[] };
    const b = button.getBoundingClientRect();

    /** The part of a box its scrolling or clipping ancestors let show. */
    const visiblePart = (rect: DOMRect, from: Element) => {
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
      for (let a = from.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      return { left, top, right, bottom };
    };
    const under = (r: { left: number; top: number; right: number; bottom: number }) =>
      Math.min(r.right, b.right) - Math.max(r.left, b.left) > 1 &&
      Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > 1;
    const seen = (el: Element) =>
      !button.contains(el) &&
      !el.closest('[data-sonner-toaster]') &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    // Boxes are compared first; only what meets the button's box is checked for being drawn (visible, unclipped).
    const covered: string[] = [];
    const controls = 'input:not([type=hidden]), select, textarea, button, a[href], [role="combobox"], table';
    for (const el of document.body.querySelectorAll(controls)) {
      const box = el.getBoundingClientRect();
      if (under(box) && seen(el) && under(visiblePart(box, el)))
        covered.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter(under);
      const parent = node.parentElement;
      if (lines.length === 0 || !parent || !seen(parent)) continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (lines.some((line) => under(visiblePart(line, node as unknown as Element))))
        covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return { shown: true, covered };
  });
}

/** Opens the route and checks the button at rest at the top and at each screen down to the end of the page. */
async function sweep(page: Page, api: ReturnType<typeof trackApi>, route: string) {
  await page.goto(route);
  await appRunning(page);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await api.settled();
  await page.evaluate(() => document.fonts.ready.then(() => null));
  const problems: string[] = [];
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const stops = [];
  for (let y = 0; y < height - screen; y += screen - 100) stops.push(y);
  stops.push(height);
  for (const y of stops) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const { covered } = await coveredAtRest(page);
    for (const c of covered) problems.push(`${c} at scroll ${y}`);
  }
  return problems;
}

// The patient has saved providers, so /favorites shows its compare table and /dashboard its lists.
const routes = [...specRouteSamples, '/favorites?compare=1'];
const adminRoutes = ['/admin-dashboard', '/lead-admin-dashboard', '/provider-import', '/photo-import-admin'];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test.describe(`the floating Ask TruGPT button covers nothing at rest, at ${size}`, () => {
    let page: Page;
    let admin: Page;
    let api: ReturnType<typeof trackApi>;
    let adminApi: ReturnType<typeof trackApi>;
    test.beforeAll(async ({ browser }) => {
      const patient = await createVerifiedPatient('Rowan');
      page = await openVisitor(browser, { account: patient, viewport });
      api = trackApi(page);
      const headers = { origin: serverUrl() };
      for (const providerId of [1, 2, 3]) {
        expect((await page.request.put(`/api/favorites/${providerId}`, { headers })).ok()).toBe(true);
      }
      admin = await openVisitor(browser, { account: SEEDED.admin, viewport });
      adminApi = trackApi(admin);
    });
    test.afterAll(async () => {
      await page.context().close();
      await admin.context().close();
    });

    for (const route of routes) {
      test(route, async () => {
        expect(await sweep(page, api, route)).toEqual([]);
      });
    }
    for (const route of adminRoutes) {
      test(`${route} (administrator)`, async () => {
        expect(await sweep(admin, adminApi, route)).toEqual([]);
      });
    }
  });
}

test('the floating button is not shown on a phone', onPhone, async ({ page }) => {
  for (const route of ['/', '/find-doctors', '/provider/1', '/procedure/rhinoplasty']) {
    await page.goto(route);
    await appRunning(page);
    await expect(page.locator('button[data-floating-trugpt]')).toBeHidden();
  }
});
