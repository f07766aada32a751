import { type SiteStats, siteFigure } from '../src/shared/schemas/site-stats';
import type { Page } from '@playwright/test';
import { onPhone } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient, SEEDED, uniqueEmail, waitForMail } from './harness';

const heroTitle = (page: Page) => page.locator('#hero-title');
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

test.describe('home search', () => {
  test('sends the procedure tab to /find-doctors with procedure, location and searchType', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
    await page.getByLabel('Location').fill('Miami, FL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/find-doctors');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      procedure: 'rhinoplasty',
      location: 'Miami, FL',
      searchType: 'procedure',
    });
  });

  test(
    'sends the provider tab with provider, location and searchType at 375 px',
    onPhone,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Find by Provider' }).click();
      await expect(page.getByRole('tab', { name: 'Find by Provider' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByLabel('Provider or practice name').fill('Ramirez');
      await page.getByLabel('Location').fill('33131');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/find-doctors');
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({
        provider: 'Ramirez',
        location: '33131',
        searchType: 'provider',
      });
    },
  );

  test('shows the popular procedure tiles, the site’s own figures and featured providers', async ({
    page,
  }) => {
    await page.goto('/');
    const tile = page.getByRole('link', { name: /Weight Management GLP-1/ });
    await expect(tile).toHaveAttribute('href', '/procedure/gpl-1');
    // The figures are the directory's own, counted by the server, and say they count sample data.
    const { stats } = (await (await page.request.get('/api/site-stats')).json()) as { stats: SiteStats };
    const band = page.getByRole('region', { name: 'TruSelf in numbers' });
    for (const [label, value] of [
      ['Patient reviews', siteFigure(stats.reviews)],
      ['Verified providers', siteFigure(stats.verifiedProviders)],
      ['Average rating', `${stats.averageRating?.toFixed(1)}/5`],
    ]) {
      await expect(band.locator('div').filter({ hasText: label })).toContainText(value);
    }
    await expect(band).toContainText(
      'Counted from this site’s generated sample directory, not real patients.',
    );
    const panel = page.getByRole('complementary', { name: 'Featured Providers' });
    await expect(panel.locator('a[href^="/provider/"]')).toHaveCount(2);
    await expect(panel.locator('a[href="/provider/1"]')).toHaveCount(1);
  });
});

test.describe('inline content editing', () => {
  test('lets an admin edit the hero title in place: Escape cancels, Enter saves, guests see it', async ({
    page,
    signIn,
    newVisitor,
  }) => {
    await signIn(SEEDED.admin);
    await page.goto('/');
    const original = (await heroTitle(page).textContent()) ?? '';
    await expect(page.getByRole('button', { name: 'Edit hero title' })).toBeVisible();

    await heroTitle(page).click();
    const input = page.locator('[data-editable-input="hero_title"]');
    await input.fill('This edit is cancelled');
    await input.press('Escape');
    await expect(heroTitle(page)).toHaveText(original);

    const edited = `Trusted care, clearly explained ${Date.now().toString(36)}`;
    await heroTitle(page).click();
    await input.fill(edited);
    await input.press('Enter');
    await expect(toast(page, 'Content Updated')).toBeVisible();
    await expect(toast(page, 'Your changes have been saved successfully.')).toBeVisible();
    await expect(heroTitle(page)).toHaveText(edited);

    const guest = await newVisitor({ device: 'mobile' });
    await guest.goto('/');
    await expect(heroTitle(guest)).toHaveText(edited);
    await expect(guest.getByRole('button', { name: 'Edit hero title' })).toHaveCount(0);

    // Put the original back so other journeys see the default page.
    await heroTitle(page).click();
    await input.fill(original);
    await input.press('Enter');
    await expect(heroTitle(page)).toHaveText(original);
  });

  test('tells a signed-in non-admin that only administrators can edit', async ({ page, signIn }) => {
    await signIn(await createVerifiedPatient('Noa'));
    await page.goto('/');
    // The page may show before the session has loaded; the account menu says it has.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit hero title' })).toHaveCount(0);
    await heroTitle(page).click();
    await expect(toast(page, 'Access Denied')).toBeVisible();
    await expect(toast(page, 'Only administrators can edit content.')).toBeVisible();
    // Signed in, the closing call to action leads to the account instead of offering a new one.
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    await expect(cta.getByRole('link', { name: 'Go to Your Dashboard' })).toBeVisible();
    await expect(cta.getByRole('link', { name: 'Create a Free Account' })).toHaveCount(0);
  });

  test('offers a guest a free account in the closing call to action', onPhone, async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    await expect(cta.getByRole('link', { name: 'Create a Free Account' })).toHaveAttribute('href', '/signup');
  });
});

test.describe('newsletter', () => {
  test('validates, asks to confirm by mail, and subscribes once the mailed link is opened', async ({
    page,
  }) => {
    await page.goto('/');
    // The form loads as its section nears the viewport.
    await page.locator('#newsletter-title').scrollIntoViewIfNeeded();
    const email = page.getByLabel('Email address');
    await expect(email).toBeVisible();
    const button = page.getByRole('button', { name: 'SIGN UP' });
    await button.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    const address = uniqueEmail('news');
    await email.fill(`  ${address.toUpperCase()} `);
    await button.click();
    await expect(toast(page, 'Success!')).toBeVisible();
    await expect(
      toast(
        page,
        'Thank you for subscribing to our newsletter. Please open the link we emailed you to confirm.',
      ),
    ).toBeVisible();

    const mail = await waitForMail(address, /Confirm your TruSelf newsletter subscription/);
    const confirm = mail.links.find((l) => l.includes('/api/newsletter/confirm'));
    expect(mail.links.some((l) => l.includes('/api/newsletter/unsubscribe'))).toBe(true);
    await page.goto(confirm!);
    await expect(toast(page, 'Your newsletter subscription is confirmed.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    // Asking again answers exactly as the first time: nobody can learn who subscribes.
    await page.locator('#newsletter-title').scrollIntoViewIfNeeded();
    await email.fill(address);
    await button.click();
    await expect(toast(page, 'Success!')).toBeVisible();
  });
});

test.describe('community and admin pages', () => {
  test('opens the community dialog from the mobile bottom bar', onPhone, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Community' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('105K+ members')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Join Facebook Group/ })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
  });

  test('shows Access Denied on /admin-dashboard to guests and the dashboard to admins', async ({
    page,
    adminPage,
  }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    await adminPage.goto('/admin-dashboard');
    await adminPage.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(adminPage.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Security events' }).click();
    await expect(adminPage.getByLabel('Severity')).toBeVisible();
    await expect(adminPage.getByRole('table', { name: 'Security events' })).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    await adminPage.getByLabel('Search by name, email or username').fill(SEEDED.admin.email);
    const users = adminPage.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('cell', { name: SEEDED.admin.email, exact: true })).toBeVisible();
    await expect(users.getByText('Admin', { exact: true })).toBeVisible();
  });
});
