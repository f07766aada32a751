import { onPhone } from './devices';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Holds the app's entry script back, as a slow connection would, until `release()`. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Guests get public pages rendered by the server, with the data behind them embedded in the HTML: the page paints
// before any script runs, and the app takes over that markup without asking the API again.
test.describe('pages rendered by the server', () => {
  test(
    'shows a provider profile from the embedded data, without console errors, and it responds',
    onPhone,
    async ({ page }) => {
      const profileRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/providers\/1(\?|$)/.test(request.url())) profileRequests.push(request.url());
      });
      await page.goto('/provider/1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dr\. /);
      expect(profileRequests).toEqual([]);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    },
  );

  test('loads the app with the page, and presses again a tab pressed before it ran', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const providerTab = page.getByRole('tab', { name: 'Find by Provider' });
    await providerTab.click();
    await expect(providerTab).toHaveAttribute('aria-selected', 'false');
    await expect(providerTab).toHaveAttribute('data-early-click', '');
    release();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(providerTab).toHaveAttribute('aria-selected', 'true');
  });

  test("paints the page before it fetches any of the app's scripts", async ({ page }) => {
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(3);
    // None of the app's files shares the link with the page's HTML and stylesheet before its first paint.
    expect(Math.min(...scripts)).toBeGreaterThan(paint);
  });

  test("draws providers' portraits before the app runs, and initials where one cannot load", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: .*\/api\/directory\/photos\/1\/0\.svg/);
    await page.route('**/api/directory/photos/1/0.svg', (route) => route.abort());
    const release = await holdTheApp(page);
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure', {
      waitUntil: 'commit',
    });
    await expect(page.locator('main article img').first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('main article img')
          .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await expect(page.locator('html[data-ready]')).not.toBeAttached();
    const portraits = await page
      .locator('main article img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    expect(portraits.length).toBeGreaterThanOrEqual(2);
    expect(portraits.filter((drawn) => !drawn)).toHaveLength(1);
    const card = page.getByRole('article', { name: 'Dr. Sofia Ramirez' });
    const broken = card.locator('img');
    expect(
      await broken.evaluate((image: HTMLImageElement) => ({
        failed: image.complete && image.naturalWidth === 0,
        cover: getComputedStyle(image, '::before').content,
      })),
    ).toEqual({ failed: true, cover: '"SR"' });

    release();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(broken).not.toBeAttached();
    await expect(card.getByText('SR', { exact: true })).toBeVisible();
  });

  test('reads without JavaScript: the home search leads to results and on to a profile', async ({
    newVisitor,
  }) => {
    const page = await newVisitor({ javaScriptEnabled: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find Your Trusted Aesthetic & Wellness Provider',
    );
    await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
    await page.getByLabel('Location').fill('Miami, FL');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/find-doctors');
    const url = new URL(page.url());
    expect(url.searchParams.get('procedure')).toBe('rhinoplasty');
    expect(url.searchParams.get('location')).toBe('Miami, FL');
    const firstProfile = page.locator('a[href^="/provider/"]').first();
    await firstProfile.click();
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/provider/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dr\. /);
  });

  test('keeps what a visitor typed and picked before the app took over the page', async ({ page }) => {
    // Hold the app's script back, as a slow connection would, while the visitor fills in the search.
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Location').fill('Miami, FL');
    await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    release();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/find-doctors');
    const url = new URL(page.url());
    expect(url.searchParams.get('procedure')).toBe('rhinoplasty');
    expect(url.searchParams.get('location')).toBe('Miami, FL');
  });

  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test(`takes over the same pages for a visitor far from the server (${timezoneId}), on either side of midnight`, async ({
      newVisitor,
    }) => {
      const page = await newVisitor({ timezoneId });
      for (const path of ['/', '/provider/1', '/procedure/rhinoplasty', '/find-doctors?procedure=botox']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // A page that differed from the server's would be reported by React as a hydration error, which fails
      // the test as every console error does.
    });
  }
});
