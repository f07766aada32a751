import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoErrors, getBrowser, openPage } from './harness';

// Guests get public pages rendered by the server, with the data behind them embedded in the HTML: the page paints
// before any script runs, and the app takes over that markup without asking the API again.
describe('pages rendered by the server', () => {
  it('shows a provider profile from the embedded data, without console errors, and it responds', async () => {
    const { page, errors } = await openPage('mobile');
    const profileRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/providers\/1(\?|$)/.test(request.url())) profileRequests.push(request.url());
    });
    await page.goto('/provider/1');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Dr\. /);
    expect(profileRequests).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expectNoErrors(errors);
  });

  it('reads without JavaScript: the home search leads to results and on to a profile', async () => {
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Find Your Trusted Aesthetic & Wellness Provider');
      await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
      await page.getByLabel('Location').fill('Miami, FL');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/find-doctors');
      const url = new URL(page.url());
      expect(url.searchParams.get('procedure')).toBe('rhinoplasty');
      expect(url.searchParams.get('location')).toBe('Miami, FL');
      const firstProfile = page.locator('a[href^="/provider/"]').first();
      await firstProfile.waitFor();
      await firstProfile.click();
      await page.waitForURL((u) => u.pathname.startsWith('/provider/'));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Dr\. /);
    } finally {
      await context.close();
    }
  });

  it('keeps what a visitor typed and picked before the app took over the page', async () => {
    const { page, errors } = await openPage('desktop');
    // Hold the app's script back, as a slow connection would, while the visitor fills in the search.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // goto() returns once the app runs the page (harness.ts), so it is awaited only after the release.
    const opened = page.goto('/');
    opened.catch(() => undefined); // a failure below is the one to report
    await page.getByLabel('Location').fill('Miami, FL');
    await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    release();
    await opened;
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/find-doctors');
    const url = new URL(page.url());
    expect(url.searchParams.get('procedure')).toBe('rhinoplasty');
    expect(url.searchParams.get('location')).toBe('Miami, FL');
    expectNoErrors(errors);
  });

  it('takes over the same pages for a visitor far from the server, on either side of midnight', async () => {
    for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const context = await (await getBrowser()).newContext({ timezoneId, baseURL: baseUrl });
      try {
        const { page, errors } = await openPage('desktop', context);
        for (const path of ['/', '/provider/1', '/procedure/rhinoplasty', '/find-doctors?procedure=botox']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
        }
        // A page that differed from the server's would be reported by React as a hydration error.
        expectNoErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});
