import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedPatient, expectNoErrors, openPage, SEEDED, signInContext } from './harness';

// Journeys of the provider side: claim → approval → owner edits; CSV import → search; patient lead → owner.
let admin: { page: Page; context: BrowserContext; errors: string[] };
let owner: {
  page: Page;
  context: BrowserContext;
  errors: string[];
  providerName: string;
  providerId: number;
};

beforeAll(async () => {
  admin = await openPage('desktop');
  await signInContext(admin.context, SEEDED.admin.email, SEEDED.admin.password);
});

async function claimFirstAvailable(page: Page, firstName: string) {
  await page.goto('/claim-profile');
  await page.getByLabel('Find your profile').fill('Miami');
  const available = page.getByRole('button').filter({ hasText: 'Available to claim' }).first();
  await available.waitFor();
  const name = (await available.locator('span.font-medium').first().textContent())!.split(',')[0].trim();
  await available.click();
  const form = page.locator('form').filter({ hasText: `Claim ${name}` });
  await form.getByLabel('Work email').fill(`${firstName.toLowerCase()}@example.com`);
  await form.getByLabel('License number').fill('ME-40112');
  await form.getByLabel(/I am this provider/).click();
  await form.getByRole('button', { name: 'Send claim for review' }).click();
  // When the directory knows the practice's domain, the claim must come from it: follow the message.
  const domainError = form.getByText(/Use your work email at (.+) so we can confirm/);
  const success = page.getByRole('heading', { name: 'Your claim is waiting for review' });
  await expect.poll(async () => (await success.isVisible()) || (await domainError.isVisible())).toBe(true);
  if (await domainError.isVisible()) {
    const domain = /at (\S+) so/.exec((await domainError.textContent())!)![1];
    await form.getByLabel('Work email').fill(`${firstName.toLowerCase()}@${domain}`);
    await form.getByRole('button', { name: 'Send claim for review' }).click();
    await success.waitFor();
  }
  return name;
}

describe('provider side', () => {
  it('claims a profile, an admin approves it, and the owner edits the profile', async () => {
    const patient = await createVerifiedPatient('Casey');
    const opened = await openPage('desktop');
    await signInContext(opened.context, patient.email, patient.password);
    const providerName = await claimFirstAvailable(opened.page, patient.firstName);

    await admin.page.goto('/lead-admin-dashboard');
    await admin.page.getByRole('tab', { name: 'Claims' }).click();
    const card = admin.page
      .getByRole('listitem')
      .filter({ hasText: providerName })
      .filter({ hasText: patient.email });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Approved').waitFor();

    const { page } = opened;
    await page.goto('/claim-profile');
    await page.getByRole('heading', { name: 'Manage your practice', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page
      .getByLabel('Bio')
      .fill('Board-certified, conservative and honest about what each treatment can do.');
    await page.getByLabel('Years in practice').fill('11');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    expect(await page.getByLabel('Bio').inputValue()).toContain('conservative and honest');
    const href = await page.getByRole('link', { name: /View public profile/ }).getAttribute('href');
    owner = { ...opened, providerName, providerId: Number(href!.split('/').pop()) };
    expectNoErrors(opened.errors);
  });

  it('imports providers from a CSV and finds them in search', async () => {
    const { page, errors } = admin;
    const last = `Quillfeather${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 5)}`;
    const csv = [
      'first_name,last_name,credentials,specialty,practice_name,license_number,city,state,zip,procedures',
      `Ana,${last},MD,Plastic Surgery,${last} Aesthetics,E2E-${last}-1,Miami,FL,33131,rhinoplasty:8000-15000`,
      `Ben,${last},DO,Dermatology,${last} Skin,E2E-${last}-2,Miami,FL,33131,botox:300-600`,
      `Cy,${last},MD,Dermatology,Bad Row Clinic,E2E-${last}-3,Miami,FL,1,botox:300-600`,
    ].join('\r\n');
    await page.goto('/provider-import');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('heading', { name: 'Check before importing' }).waitFor();
    expect(await page.getByText('zip: Enter a 5-digit ZIP code.').isVisible()).toBe(true);
    const importButton = page.getByRole('button', { name: 'Import 2 providers' });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByLabel(/Import the 2 good rows/).click();
    await importButton.click();
    await page.getByText('2 providers added, 0 updated, 1 row skipped.').waitFor({ timeout: 30_000 });

    await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
    await page.getByRole('article', { name: `Dr. Ana ${last}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('article', { name: `Dr. Ben ${last}` }).isVisible()).toBe(true);
    expectNoErrors(errors);
  });

  it('lets a patient send a request that the owner then sees', async () => {
    expect(owner, 'the claim journey must run first').toBeDefined();
    const { page, errors } = await openPage('mobile');
    await page.goto(`/lead-form?provider=${owner.providerId}`);
    await page.getByLabel('Your name').fill('Robin Patel');
    await page.getByLabel('Email address').fill('robin.patel@example.com');
    await page.getByLabel('Procedure').selectOption('botox');
    await page.getByLabel('When are you hoping to be treated?').selectOption('1-3-months');
    await page.getByLabel(/I agree that TruSelf shares this request/).click();
    await page.waitForTimeout(3_500);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: /Your request was sent to/ }).waitFor();
    expectNoErrors(errors);

    await owner.page.goto('/claim-profile');
    await owner.page.getByText('Robin Patel').waitFor();
    await owner.page
      .getByRole('listitem')
      .filter({ hasText: 'Robin Patel' })
      .getByLabel('Status')
      .selectOption('contacted');
    await owner.page.getByText(/First response/).waitFor();
    expectNoErrors(owner.errors);
  });
});
