import { specRouteSamples } from '../src/client/config/paths';
import { DEVICES, on, onPhone } from './devices';
import { expect, test } from './fixtures';

for (const device of ['desktop', 'mobile'] as const) {
  test(
    `every SPEC route renders a page with a heading and no console errors at ${DEVICES[device].viewport.width} px`,
    on(device),
    async ({ page, consoleErrors }) => {
      for (const route of specRouteSamples) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
        consoleErrors.expectNone(route);
      }
    },
  );
}

test.describe('app shell', () => {
  test('shows the 404 page for unknown paths with a way home', async ({ page, consoleErrors }) => {
    // The page itself answers 404, which the browser reports as a failed resource load.
    consoleErrors.allow(/status of 404/);
    await page.goto('/no/such/page');
    await expect(page.locator('h1')).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('hides the mobile bottom bar on /trugpt-chat and shows it elsewhere', onPhone, async ({ page }) => {
    await page.goto('/find-doctors');
    await expect(page.getByTestId('mobile-bottom-bar')).toBeVisible();
    await page.goto('/trugpt-chat');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('mobile-bottom-bar')).toHaveCount(0);
  });

  test('hides the bottom bar and shows the floating TruGPT button on desktop', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
    await expect(page.locator('button[data-floating-trugpt]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Ask TruGPT' })).toBeVisible();
  });

  test('offers the Patient Resources links and guest actions in the top bar', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Patient Resources' }).click();
    await expect(nav.getByRole('link', { name: /Find Doctors/ })).toBeVisible();
    const items = await nav.getByRole('link').allTextContents();
    expect(items.join('|')).toMatch(/Find Doctors.*Browse Procedures.*TruGPT AI Assistant.*Community/);
    await nav.getByRole('link', { name: /TruGPT AI Assistant/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/trugpt-benefits');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
  });

  test('has the footer columns with List Your Business and a Coming Soon business network', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page.locator('main h1').first()).toBeVisible();
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
      await expect(footer.getByText(text, { exact: true }).first()).toBeAttached();
    }
    await expect(footer.getByText('TruSelf Business Network')).toBeVisible();
    await expect(footer.getByText('Coming Soon')).toBeVisible();
    await footer.getByRole('link', { name: 'List Your Business' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/list-practice');
  });

  test('opens the mobile menu with the toggle', onPhone, async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Find Doctors' })).toBeVisible();
  });
});
