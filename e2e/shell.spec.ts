import { describe, expect, it } from 'vitest';
import { specRouteSamples } from '../src/client/config/paths';
import { expectNoErrors, openPage, type ViewportName } from './harness';

const viewports: ViewportName[] = ['desktop', 'mobile'];

describe.each(viewports)('every SPEC route at %s', (viewport) => {
  it('renders a page with a heading and no console errors', async () => {
    const { page, errors } = await openPage(viewport);
    for (const route of specRouteSamples) {
      await page.goto(route);
      await expect
        .poll(async () => page.locator('main h1').first().textContent({ timeout: 15_000 }), {
          timeout: 15_000,
        })
        .toBeTruthy();
      expect(errors, `console errors on ${route}:\n${errors.join('\n')}`).toEqual([]);
    }
  });
});

describe('app shell', () => {
  it('shows the 404 page for unknown paths with a way home', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/no/such/page');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The page itself now answers 404, which the browser reports as a failed resource load.
    expectNoErrors(errors.filter((e) => !/status of 404/.test(e)));
  });

  it('hides the mobile bottom bar on /trugpt-chat and shows it elsewhere', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/find-doctors');
    await expect.poll(() => page.getByTestId('mobile-bottom-bar').isVisible()).toBe(true);
    await page.goto('/trugpt-chat');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByTestId('mobile-bottom-bar').count()).toBe(0);
  });

  it('hides the bottom bar and shows the floating TruGPT button on desktop', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/about-us');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByTestId('mobile-bottom-bar').isVisible()).toBe(false);
    expect(await page.locator('button[data-floating-trugpt]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ask TruGPT' }).isVisible()).toBe(true);
  });

  it('offers the Patient Resources links and guest actions in the top bar', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Patient Resources' }).click();
    const items = await nav.getByRole('link').allTextContents();
    expect(items.join('|')).toMatch(/Find Doctors.*Browse Procedures.*TruGPT AI Assistant.*Community/);
    await nav.getByRole('link', { name: /TruGPT AI Assistant/ }).click();
    await page.waitForURL((url) => url.pathname === '/trugpt-benefits');
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    expectNoErrors(errors);
  });

  it('has the footer columns with List Your Business and a Coming Soon business network', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/about-us');
    await page.locator('main h1').first().waitFor();
    const footer = page.locator('footer');
    for (const text of [
      'For Patients',
      'For Providers',
      'Company',
      'About Us',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(await footer.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await footer.getByText('TruSelf Business Network').isVisible()).toBe(true);
    expect(await footer.getByText('Coming Soon').isVisible()).toBe(true);
    await footer.getByRole('link', { name: 'List Your Business' }).click();
    await page.waitForURL((url) => url.pathname === '/list-practice');
  });

  it('opens the mobile menu with the toggle', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#mobile-menu').getByRole('link', { name: 'Find Doctors' }).isVisible()).toBe(
      true,
    );
  });
});
