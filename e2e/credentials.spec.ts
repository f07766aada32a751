import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../src/shared/format';
import {
  baseUrl,
  expectNoErrors,
  openPage,
  SEEDED,
  signInContext,
  USER_AGENT,
  visitorAddress,
} from './harness';

// Credentials are shown as the data supports: "verified" only with a check that was made, and saying which; years
// in practice only when the listing gave them.
let admin: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  admin = await openPage('desktop');
  await signInContext(admin.context, SEEDED.admin.email, SEEDED.admin.password);
});

const suffix = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);

/** Sends a practice listing through the public API, as the /list-practice form does. */
async function submitListing(details: Record<string, unknown>) {
  const tokenRes = await fetch(`${baseUrl}/api/forms/token?form=listing`, {
    headers: { 'user-agent': USER_AGENT },
  });
  const { token, minFillMs } = (await tokenRes.json()) as { token: string; minFillMs: number };
  await new Promise((r) => setTimeout(r, minFillMs + 200));
  const res = await fetch(`${baseUrl}/api/listings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'user-agent': USER_AGENT,
      'x-forwarded-for': visitorAddress(),
    },
    body: JSON.stringify({
      procedures: [{ procedureId: 'botox', priceMin: 300, priceMax: 600 }],
      contactName: 'Sam Rivera',
      email: `office.${suffix()}@example.com`,
      addressLine: '100 Brickell Ave',
      city: 'Miami',
      state: 'FL',
      zip: '33131',
      licenseNumber: `E2E-${suffix()}`.toUpperCase(),
      confirm: true,
      formToken: token,
      website: '',
      ...details,
    }),
  });
  if (!res.ok) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
}

/** The admin approves the listing on /lead-admin-dashboard, ticking the given checks; returns the new profile's id. */
async function approve(practiceName: string, ticks: string[]) {
  const { page } = admin;
  await page.goto('/lead-admin-dashboard');
  await page.getByRole('tab', { name: 'Listings' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: practiceName })
    .filter({ hasText: 'What you checked' });
  await card.waitFor();
  for (const tick of ticks) await card.getByRole('checkbox', { name: tick }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(`${practiceName} is now in the directory.`).waitFor();
  const res = await admin.context.request.get('/api/admin/listings?status=approved');
  const { listings } = (await res.json()) as { listings: { practiceName: string; providerId: number }[] };
  return listings.find((l) => l.practiceName === practiceName)!.providerId;
}

describe('credentials on a profile', () => {
  it('an approved nurse practitioner listing with nothing checked shows no "Verified" and no "0 years"', async () => {
    const last = `Haddad${suffix()}`;
    const practiceName = `Glow ${last} Med Spa`;
    await submitListing({
      practiceName,
      providerFirstName: 'Noor',
      providerLastName: last,
      credentials: 'NP',
      specialty: 'Medical Spa',
    });
    const id = await approve(practiceName, []);

    const { page, errors } = await openPage('desktop');
    await page.goto(`/provider/${id}`);
    await page.getByRole('heading', { name: `Noor ${last}, NP`, level: 1 }).waitFor();
    const main = page.getByRole('main');
    expect(await main.textContent()).not.toMatch(/verified/i);
    expect(await main.textContent()).not.toMatch(/\b0 years?\b/);
    expect(await page.getByRole('list', { name: 'What TruSelf checked' }).count()).toBe(0);
    expect(await page.getByText('Not stated', { exact: true }).first().isVisible()).toBe(true);

    await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
    const card = page.getByRole('article', { name: `Noor ${last}, NP` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).not.toMatch(/verified/i);
    expect(await card.textContent()).not.toMatch(/years in practice/);
    expectNoErrors(errors);
  });

  it('a provider whose licence was checked shows what was checked and when', async () => {
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
    const id = await approve(practiceName, ['Licence checked with the state board']);
    const today = formatDay(new Date().toISOString().slice(0, 10));

    const { page, errors } = await openPage('mobile');
    await page.goto(`/provider/${id}`);
    const badge = page.getByRole('button', { name: 'Licence verified: what this means' });
    await badge.waitFor();
    const checks = page.getByRole('list', { name: 'What TruSelf checked' });
    expect(await checks.getByRole('listitem').allTextContents()).toEqual([
      `Licence checked with the state board on ${today}.`,
    ]);
    // The badge names the list as its description, for screen readers too.
    const describedBy = await badge.getAttribute('aria-describedby');
    expect(await checks.getAttribute('id')).toBe(describedBy);
    // The board certification came from the listing and was not checked: the badge says so when opened.
    await page.getByRole('button', { name: 'Board certified: what this means' }).click();
    await page.getByText('TruSelf has not checked this certification with the board.').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
    const card = page.getByRole('article', { name: `Dr. Lena ${last}, MD` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByText('Licence verified', { exact: true }).isVisible()).toBe(true);
    expectNoErrors(errors);
    expectNoErrors(admin.errors);
  });
});
