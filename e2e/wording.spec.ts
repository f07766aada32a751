import type { Page } from '@playwright/test';
import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient, serverUrl } from './harness';
import { appRunning } from './app-running';

// Words a patient reads: TruGPT's suggested questions for procedures with plural or category names, and the
// search footnote about sample data, said only where sample entries are shown.

/** Imports one real (not sample) practice through the admin's provider import; returns its provider's last name. */
async function importRealPractice(adminPage: Page) {
  const last = `Verity${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const csv = [
    'first_name,last_name,credentials,specialty,practice_name,license_number,city,state,zip,procedures',
    `Ana,${last},MD,Plastic Surgery,${last} Aesthetics,E2E-${last}-1,Miami,FL,33131,rhinoplasty:8000-15000`,
  ].join('\r\n');
  const res = await adminPage.request.post('/api/imports/providers', {
    headers: { origin: serverUrl() },
    multipart: { file: { name: 'real.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(res.status()).toBe(202);
  // The import runs as a job: wait until search finds the provider.
  await expect
    .poll(async () => {
      const found = await adminPage.request.get(`/api/search/providers?provider=${last}&searchType=provider`);
      return ((await found.json()) as { results: unknown[] }).results.length;
    })
    .toBe(1);
  return last;
}

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test.describe(`wording (${device})`, on(device), () => {
    test('TruGPT suggests natural questions about GLP-1 medication', async ({ page, signIn }) => {
      await signIn(await createVerifiedPatient('Ines'));
      await page.goto('/trugpt-chat');
      await appRunning(page);
      await page.getByTestId('trugpt-disclaimer').getByRole('checkbox').click();
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      const box = page.getByLabel('Your message');
      await box.fill('How much do GLP-1 medications cost?');
      await box.press('Enter');
      const followUps = page.getByRole('list', { name: 'Follow-up questions' }).last();
      await expect(followUps.getByRole('button')).toHaveText([
        'How long does GLP-1 medication take to work?',
        'What are the risks of GLP-1 medications?',
        'Find GLP-1 medication providers near me',
      ]);
    });

    test('the search footnote speaks of sample data only where sample entries are shown', async ({
      page,
      adminPage,
    }) => {
      const sampleNote = page.getByText(/Directory entries are sample data unless marked/);
      const priceNote = page.getByText("Prices are each provider's listed range, not a quote.", {
        exact: false,
      });

      const last = await importRealPractice(adminPage);
      await page.goto(`/find-doctors?provider=${last}&searchType=provider`);
      await appRunning(page);
      await expect(page.getByRole('article', { name: `Dr. Ana ${last}` })).toBeVisible();
      await expect(priceNote).toBeVisible();
      await expect(sampleNote).toHaveCount(0);

      await page.goto('/find-doctors?procedure=botox&location=Miami%2C%20FL');
      await appRunning(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(sampleNote).toBeVisible();
    });
  });
}
