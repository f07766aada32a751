import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, createVerifiedPatient, formShown } from './harness';

// Journeys of the provider side: claim → approval → owner edits; CSV import → search; patient lead → owner.
// The lead journey writes to the practice claimed in the first, so they run in order.
test.describe.configure({ mode: 'serial' });
let owner: Account & { providerId: number };

async function claimFirstAvailable(page: Page, firstName: string) {
  await page.goto('/claim-profile');
  await page.getByLabel('Find your profile').fill('Miami');
  const available = page.getByRole('button').filter({ hasText: 'Available to claim' }).first();
  await expect(available).toBeVisible();
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
  await expect(success.or(domainError)).toBeVisible();
  if (await domainError.isVisible()) {
    const domain = /at (\S+) so/.exec((await domainError.textContent())!)![1];
    await form.getByLabel('Work email').fill(`${firstName.toLowerCase()}@${domain}`);
    await form.getByRole('button', { name: 'Send claim for review' }).click();
    await expect(success).toBeVisible();
  }
  return name;
}

test.describe('provider side', () => {
  test('claims a profile, an admin approves it, and the owner edits the profile', async ({
    page,
    signIn,
    adminPage,
  }) => {
    const patient = await createVerifiedPatient('Casey');
    await signIn(patient);
    const providerName = await claimFirstAvailable(page, patient.firstName);

    await adminPage.goto('/lead-admin-dashboard');
    await adminPage.getByRole('tab', { name: 'Claims' }).click();
    const card = adminPage
      .getByRole('listitem')
      .filter({ hasText: providerName })
      .filter({ hasText: patient.email });
    // Nothing the claimant sent proves they run the practice: the admin called the number on record.
    await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await card.getByRole('checkbox', { name: /Identity checked/ }).click();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Approved')).toBeVisible();

    await page.goto('/claim-profile');
    await expect(page.getByRole('heading', { name: 'Manage your practice', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page
      .getByLabel('Bio')
      .fill('Board-certified, conservative and honest about what each treatment can do.');
    await page.getByLabel('Years in practice').fill('11');
    // Saving says whether the practice takes new patients (a claimed registry record starts with none).
    await page.getByRole('radio', { name: 'Yes, accepting' }).check();
    await page.getByLabel('Languages spoken').fill('English, Spanish');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await expect(page.getByLabel('Bio')).toHaveValue(/conservative and honest/);
    const href = await page.getByRole('link', { name: /View public profile/ }).getAttribute('href');
    owner = { ...patient, providerId: Number(href!.split('/').pop()) };
  });

  test('imports providers from a CSV and finds them in search', async ({ adminPage: page }) => {
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
    await expect(page.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
    await expect(page.getByText('zip: Enter a 5-digit ZIP code.')).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import 2 providers' });
    await expect(importButton).toBeDisabled();
    await page.getByLabel(/Import the 2 good rows/).click();
    await importButton.click();
    await expect(page.getByText('2 providers added, 0 updated, 1 row skipped.')).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
    await expect(page.getByRole('article', { name: `Dr. Ana ${last}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: `Dr. Ben ${last}` })).toBeVisible();
  });

  // The patient is on a phone, the owner at the practice's computer; the journey is the desktop project's, as
  // the claim it follows is.
  test('lets a patient send a request that the owner then sees', async ({ page, signIn, newVisitor }) => {
    expect(owner, 'the claim journey must run first').toBeDefined();
    const patient = await newVisitor({ device: 'mobile' });
    await patient.goto(`/lead-form?provider=${owner.providerId}`);
    await expect(patient.getByLabel('Your name')).toBeVisible();
    const form = await formShown('lead');
    await patient.getByLabel('Your name').fill('Robin Patel');
    await patient.getByLabel('Email address').fill('robin.patel@example.com');
    await patient.getByLabel('Procedure').selectOption('botox');
    await patient.getByLabel('When are you hoping to be treated?').selectOption('1-3-months');
    await patient.getByLabel(/I agree that TruSelf shares this request/).click();
    await form.elapsed();
    await patient.getByRole('button', { name: 'Send request' }).click();
    await expect(patient.getByRole('heading', { name: /Your request was sent to/ })).toBeVisible();

    await signIn(owner);
    await page.goto('/claim-profile');
    await expect(page.getByText('Robin Patel')).toBeVisible();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Robin Patel' })
      .getByLabel('Status')
      .selectOption('contacted');
    await expect(page.getByText(/First response/)).toBeVisible();
  });
});
