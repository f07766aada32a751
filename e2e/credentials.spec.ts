import type { Page } from '@playwright/test';
import { formatDay } from '../src/shared/format';
import { onPhone } from './devices';
import { expect, test } from './fixtures';
import { apiPost, filledFormToken } from './harness';

// Credentials are shown as the data supports: "verified" only with a check that was made, and saying which; years
// in practice only when the listing gave them.

const suffix = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);

/** Sends a practice listing through the public API, as the /list-practice form does. */
async function submitListing(details: Record<string, unknown>) {
  const res = await apiPost('/listings', {
    procedures: [{ procedureId: 'botox', priceMin: 300, priceMax: 600 }],
    contactName: 'Sam Rivera',
    email: `office.${suffix()}@example.com`,
    addressLine: '100 Brickell Ave',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    licenseNumber: `E2E-${suffix()}`.toUpperCase(),
    confirm: true,
    formToken: await filledFormToken('listing'),
    website: '',
    ...details,
  });
  if (!res.ok) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
}

/** The admin approves the listing on /lead-admin-dashboard, ticking the given checks; returns the new profile's id. */
async function approve(admin: Page, practiceName: string, ticks: string[]) {
  await admin.goto('/lead-admin-dashboard');
  await admin.getByRole('tab', { name: 'Listings' }).click();
  const card = admin
    .getByRole('listitem')
    .filter({ hasText: practiceName })
    .filter({ hasText: 'What you checked' });
  await expect(card).toBeVisible();
  for (const tick of ticks) await card.getByRole('checkbox', { name: tick }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${practiceName} is now in the directory.`)).toBeVisible();
  const res = await admin.request.get('/api/admin/listings?status=approved');
  const { listings } = (await res.json()) as { listings: { practiceName: string; providerId: number }[] };
  return listings.find((l) => l.practiceName === practiceName)!.providerId;
}

test.describe('credentials on a profile', () => {
  test('an approved nurse practitioner listing with nothing checked shows no "Verified" and no "0 years"', async ({
    page,
    adminPage,
  }) => {
    const last = `Haddad${suffix()}`;
    const practiceName = `Glow ${last} Med Spa`;
    await submitListing({
      practiceName,
      providerFirstName: 'Noor',
      providerLastName: last,
      credentials: 'NP',
      specialty: 'Medical Spa',
    });
    const id = await approve(adminPage, practiceName, []);

    await page.goto(`/provider/${id}`);
    await expect(page.getByRole('heading', { name: `Noor ${last}, NP`, level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).not.toContainText(/verified/i);
    await expect(main).not.toContainText(/\b0 years?\b/);
    await expect(page.getByRole('list', { name: 'What TruSelf checked' })).toHaveCount(0);
    await expect(page.getByText('Not stated', { exact: true }).first()).toBeVisible();

    await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
    const card = page.getByRole('article', { name: `Noor ${last}, NP` });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).not.toContainText(/verified/i);
    await expect(card).not.toContainText(/years in practice/);
  });

  test(
    'a provider whose licence was checked shows what was checked and when',
    onPhone,
    async ({ page, adminPage }) => {
      const last = `Ortiz${suffix()}`;
      const practiceName = `${last} Plastic Surgery`;
      await submitListing({
        practiceName,
        providerFirstName: 'Lena',
        providerLastName: last,
        credentials: 'MD',
        specialty: 'Plastic Surgery',
        boardName: 'American Board of Plastic Surgery',
      });
      const id = await approve(adminPage, practiceName, ['Licence checked with the state board']);
      const today = formatDay(new Date().toISOString().slice(0, 10));

      await page.goto(`/provider/${id}`);
      const badge = page.getByRole('button', { name: 'Licence verified: what this means' });
      await expect(badge).toBeVisible();
      const checks = page.getByRole('list', { name: 'What TruSelf checked' });
      await expect(checks.getByRole('listitem')).toHaveText([
        `Licence checked with the state board on ${today}.`,
      ]);
      // The badge names the list as its description, for screen readers too.
      await expect(checks).toHaveAttribute('id', (await badge.getAttribute('aria-describedby'))!);
      // The board certification came from the listing and was not checked: the badge says so when opened.
      await page.getByRole('button', { name: 'Board certified: what this means' }).click();
      await expect(
        page.getByText('TruSelf has not checked this certification with the board.'),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
      const card = page.getByRole('article', { name: `Dr. Lena ${last}, MD` });
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card.getByText('Licence verified', { exact: true })).toBeVisible();
    },
  );
});
