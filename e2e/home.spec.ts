import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedPatient,
  expectNoErrors,
  openPage,
  SEEDED,
  signInContext,
  waitForMail,
  uniqueEmail,
} from './harness';

const heroTitle = (page: Page) => page.locator('#hero-title');
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('home search', () => {
  it('sends the procedure tab to /find-doctors with procedure, location and searchType', async () => {
    const { page, errors } = await openPage('desktop');
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
    expectNoErrors(errors);
  });

  it('sends the provider tab with provider, location and searchType at 375 px', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Find by Provider' }).click();
    expect(await page.getByRole('tab', { name: 'Find by Provider' }).getAttribute('aria-selected')).toBe(
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
    expectNoErrors(errors);
  });

  it('shows the popular procedure tiles, stats and featured providers', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/');
    const tile = page.getByRole('link', { name: /Weight Management GLP-1/ });
    expect(await tile.getAttribute('href')).toBe('/procedure/gpl-1');
    for (const stat of ['100%', '100,000+', '4.9/5', '500+']) {
      expect(await page.getByText(stat, { exact: true }).count()).toBeGreaterThan(0);
    }
    const panel = page.getByRole('complementary', { name: 'Featured Providers' });
    await expect.poll(() => panel.locator('a[href^="/provider/"]').count()).toBe(2);
    expect(await panel.locator('a[href="/provider/1"]').count()).toBe(1);
  });
});

describe('inline content editing', () => {
  it('lets an admin edit the hero title in place: Escape cancels, Enter saves, guests see it', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, SEEDED.admin.email, SEEDED.admin.password);
    await page.goto('/');
    const original = (await heroTitle(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Edit hero title' }).waitFor();

    await heroTitle(page).click();
    const input = page.locator('[data-editable-input="hero_title"]');
    await input.fill('This edit is cancelled');
    await input.press('Escape');
    await expect.poll(() => heroTitle(page).textContent()).toBe(original);

    const edited = `Trusted care, clearly explained ${Date.now().toString(36)}`;
    await heroTitle(page).click();
    await input.fill(edited);
    await input.press('Enter');
    await toast(page, 'Content Updated').waitFor();
    expect(await toast(page, 'Your changes have been saved successfully.').isVisible()).toBe(true);
    await expect.poll(() => heroTitle(page).textContent()).toBe(edited);

    const guest = await openPage('mobile');
    await guest.page.goto('/');
    await expect.poll(() => heroTitle(guest.page).textContent()).toBe(edited);
    expect(await guest.page.getByRole('button', { name: 'Edit hero title' }).count()).toBe(0);

    // Put the original back so other journeys see the default page.
    await heroTitle(page).click();
    await input.fill(original);
    await input.press('Enter');
    await expect.poll(() => heroTitle(page).textContent()).toBe(original);
    expectNoErrors(errors);
  });

  it('tells a signed-in non-admin that only administrators can edit', async () => {
    const patient = await createVerifiedPatient('Noa');
    const { page, context } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/');
    // The page may show before the session has loaded; the account menu says it has.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit hero title' }).count()).toBe(0);
    await heroTitle(page).dblclick();
    await toast(page, 'Access Denied').waitFor();
    expect(await toast(page, 'Only administrators can edit content.').isVisible()).toBe(true);
    // Signed in, the closing call to action leads to the account instead of offering a new one.
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    await cta.getByRole('link', { name: 'Go to Your Dashboard' }).waitFor();
    expect(await cta.getByRole('link', { name: 'Create a Free Account' }).count()).toBe(0);
  });

  it('offers a guest a free account in the closing call to action', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/');
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.getByRole('link', { name: 'Create a Free Account' }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});

describe('newsletter', () => {
  it('validates, asks to confirm by mail, and subscribes once the mailed link is opened', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/');
    // The form loads as its section nears the viewport.
    await page.locator('#newsletter-title').scrollIntoViewIfNeeded();
    const email = page.getByLabel('Email address');
    await email.waitFor();
    const button = page.getByRole('button', { name: 'SIGN UP' });
    await button.click();
    await page.getByText('Please enter a valid email address').waitFor();

    const address = uniqueEmail('news');
    await email.fill(`  ${address.toUpperCase()} `);
    await button.click();
    await toast(page, 'Success!').waitFor();
    expect(
      await toast(
        page,
        'Thank you for subscribing to our newsletter. Please open the link we emailed you to confirm.',
      ).isVisible(),
    ).toBe(true);

    const mail = await waitForMail(address, /Confirm your TruSelf newsletter subscription/);
    const confirm = mail.links.find((l) => l.includes('/api/newsletter/confirm'));
    expect(mail.links.some((l) => l.includes('/api/newsletter/unsubscribe'))).toBe(true);
    await page.goto(confirm!);
    await toast(page, 'Your newsletter subscription is confirmed.').waitFor();
    expect(new URL(page.url()).search).toBe('');

    // Asking again answers exactly as the first time: nobody can learn who subscribes.
    await page.locator('#newsletter-title').scrollIntoViewIfNeeded();
    await email.fill(address);
    await button.click();
    await toast(page, 'Success!').waitFor();
    expectNoErrors(errors);
  });
});

describe('community and admin pages', () => {
  it('opens the community dialog from the mobile bottom bar', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/');
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Community' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('105K+ members').waitFor();
    expect(await dialog.getByRole('link', { name: /Join Facebook Group/ }).getAttribute('href')).toContain(
      'facebook.com',
    );
  });

  it('shows Access Denied on /admin-dashboard to guests and the dashboard to admins', async () => {
    const guest = await openPage('desktop');
    await guest.page.goto('/admin-dashboard');
    await guest.page.getByRole('heading', { name: 'Access Denied' }).waitFor();

    const admin = await openPage('desktop');
    await signInContext(admin.context, SEEDED.admin.email, SEEDED.admin.password);
    await admin.page.goto('/admin-dashboard');
    await admin.page.getByRole('tab', { name: 'Subscribers' }).click();
    await admin.page.getByRole('link', { name: 'Export CSV' }).waitFor();
    await admin.page.getByRole('tab', { name: 'Security events' }).click();
    await admin.page.getByLabel('Severity').waitFor();
    await admin.page.getByRole('table', { name: 'Security events' }).waitFor();
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await admin.page.getByLabel('Search by name, email or username').fill(SEEDED.admin.email);
    const users = admin.page.getByRole('table', { name: 'Users' });
    await users.getByRole('cell', { name: SEEDED.admin.email, exact: true }).waitFor();
    expect(await users.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    expectNoErrors(admin.errors);
  });
});
