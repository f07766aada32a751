import type { Page } from '@playwright/test';
import { specRouteSamples } from '../src/client/config/paths';
import { appRunning } from './app-running';
import { onPhone } from './devices';
import { expect, openVisitor, test } from './fixtures';
import { createVerifiedPatient, serverUrl, trackApi } from './harness';

/**
 * Opens the route and, once the page is live with its heading and the data it asked for, says how much wider than
 * the screen it is (0 when it fits).
 */
async function overflowOf(page: Page, api: ReturnType<typeof trackApi>, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await api.settled();
  return horizontalOverflow(page);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });

// Each sweep visits every route in one phone browser, opened once: from the second route on the app comes from the
// browser's cache, as it does for people.
test.describe('every SPEC route fits a 375 px phone, for a guest', onPhone, () => {
  let page: Page;
  let api: ReturnType<typeof trackApi>;
  test.beforeAll(async ({ browser }) => {
    page = await openVisitor(browser, { device: 'mobile' });
    api = trackApi(page);
  });
  test.afterAll(() => page.context().close());

  for (const route of specRouteSamples) {
    test(route, async () => {
      expect(await overflowOf(page, api, route)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe(
  'every SPEC route fits a 375 px phone, for a patient with chats and saved providers',
  onPhone,
  () => {
    let page: Page;
    let api: ReturnType<typeof trackApi>;
    test.beforeAll(async ({ browser }) => {
      const patient = await createVerifiedPatient('Noor');
      page = await openVisitor(browser, { device: 'mobile', account: patient });
      api = trackApi(page);
      // What real dashboards hold: a chat opened with a pasted link (one long unbroken word) and saved providers.
      const headers = { origin: serverUrl() };
      const started = await page.request.post('/api/trugpt/conversations', { headers, data: {} });
      expect(started.ok()).toBe(true);
      const { id } = ((await started.json()) as { conversation: { id: string } }).conversation;
      const message =
        'https://www.instagram.com/p/CxQ2m9bLr4kPasadenaBreastAugmentationBeforeAfter/?igsh=MWQ1ZGUxMzBkMg== is this normal swelling 3 weeks after breast augmentation';
      const chat = await page.request.post('/api/trugpt/chat', {
        headers,
        data: { conversationId: id, message },
      });
      expect(chat.ok()).toBe(true);
      for (const providerId of [1, 2]) {
        expect((await page.request.put(`/api/favorites/${providerId}`, { headers })).ok()).toBe(true);
      }
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /Noor/ })).toBeVisible();
    });
    test.afterAll(() => page.context().close());

    for (const route of specRouteSamples) {
      test(route, async () => {
        expect(await overflowOf(page, api, route)).toBeLessThanOrEqual(0);
      });
    }
  },
);

/**
 * Interactive elements and marked figures that the visible floating button overlaps, scrolling the page from
 * top to bottom a screen at a time.
 */
async function coveredWhileScrolling(page: Page) {
  const covered = new Set<string>();
  let shown = 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button decides in an animation frame after the scroll; two frames later it has.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
    );
    const found = await page.evaluate(() => {
      const button = document.querySelector('button[data-floating-trugpt]');
      if (!button || button.hasAttribute('data-covering')) return null;
      const r = button.getBoundingClientRect();
      const selector = 'main a, main button, main input, main select, main textarea, [data-float-avoid]';
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => {
          const e = el.getBoundingClientRect();
          if (e.width === 0 || e.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
          const overlapX = Math.min(r.right, e.right) - Math.max(r.left, e.left);
          const overlapY = Math.min(r.bottom, e.bottom) - Math.max(r.top, e.top);
          return overlapX > 2 && overlapY > 2;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    });
    if (found === null) continue;
    shown++;
    for (const f of found) covered.add(`${f} at scroll ${y}`);
  }
  return { covered: [...covered], shown };
}

test.describe('the floating Ask TruGPT button at 1280×800', () => {
  // The home figures, the first result's "View profile", a guide's sidebar buttons, a profile's actions.
  for (const route of [
    '/',
    '/find-doctors?procedure=botox&location=Miami%2C%20FL',
    '/procedure/rhinoplasty',
    '/provider/1',
  ]) {
    test(`never covers a link, button or figure on ${route}, and is there between them`, async ({ page }) => {
      const api = trackApi(page);
      await page.goto(route);
      await appRunning(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      await api.settled();
      // Text set in the web font takes its final size once the font has arrived.
      await page.evaluate(() => document.fonts.ready.then(() => null));
      const { covered, shown } = await coveredWhileScrolling(page);
      expect(covered).toEqual([]);
      expect(shown).toBeGreaterThan(0);
    });
  }
});

test.describe('search places', () => {
  test('says why an unknown ZIP found nothing instead of "Searching…" forever', async ({
    page,
    consoleErrors,
  }) => {
    // The refused search is an HTTP 400, which Chromium logs as a failed resource load.
    consoleErrors.allow(/status of 400 .*\/api\/search\/providers/);
    await page.goto('/find-doctors?location=99999');
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(page.getByText('ZIP code 99999 is not a US ZIP code we know.')).toHaveCount(1);
    await expect(page.getByText('Searching…')).toHaveCount(0);
  });

  test(
    'a place with no provider nearby says so and shows the nearest, with distances',
    onPhone,
    async ({ page }) => {
      await page.goto('/find-doctors?location=Fairbanks%2C%20AK&procedure=rhinoplasty');
      await expect(
        page.getByRole('heading', { name: 'No Rhinoplasty found near Fairbanks, AK' }),
      ).toBeVisible();
      const nearest = page.getByRole('region', { name: 'Nearest for Rhinoplasty to Fairbanks, AK' });
      await expect(nearest).toBeVisible();
      const cards = nearest.getByRole('article');
      expect(await cards.count()).toBeGreaterThan(0);
      const distances = (await nearest.getByText(/^· [\d,.]+ mi away$/).allTextContents()).map((t) =>
        Number(t.replace(/[^\d.]/g, '')),
      );
      expect(distances.length).toBe(await cards.count());
      expect(distances[0]).toBeGreaterThan(25);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    },
  );

  test('suggests places as they are typed and searches the one picked', onPhone, async ({ page }) => {
    await page.goto('/find-doctors');
    const box = page.getByRole('combobox', { name: 'Location' });
    await box.fill('pasad');
    await page.getByRole('option', { name: 'Pasadena, CA' }).click();
    await expect(box).toHaveValue('Pasadena, CA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('within 25 miles of Pasadena, CA')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Pasadena, CA');
  });
});
