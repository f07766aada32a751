import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';

// What TruSelf reviewers paid, beside the sourced surgeon fee, on a guide and on a city page (both viewports run
// this file), and the review form taking a price and refusing nonsense with the shared message.
const PROVIDER_ID = 7;

test.describe('what TruSelf reviewers paid', () => {
  test('shows on the rhinoplasty guide beside the ASPS surgeon fee, with the spread as a picture and in words', async ({
    page,
  }) => {
    await page.goto('/procedure/rhinoplasty');
    const cost = page.locator('#cost');
    await expect(cost.getByText('What TruSelf reviewers paid', { exact: true })).toBeVisible();
    await expect(cost.getByText(/^Median \$[\d,]+$/)).toBeVisible();
    await expect(cost.getByText(/^Middle half \$[\d,]+–\$[\d,]+ · \d+ reports, \d{4}(–\d{4})?$/)).toBeVisible();
    await expect(cost.getByText('Surgeon’s fee, ASPS 2018', { exact: true })).toBeVisible();
    const picture = cost.getByRole('img', { name: /^Reviewers paid \$[\d,]+ to \$[\d,]+, the middle half/ });
    await expect(picture).toBeVisible();
    await expect(cost.getByText(/Typical all-in range \(guide\): \$7,000–\$15,000/)).toBeVisible();
    await expect(cost.getByText(/% say Worth It$/).first()).toBeVisible();
    // The development seed's figures come from sample reviews, and say so.
    await expect(cost.getByText('Sample reviews').first()).toBeVisible();
  });

  test('shows on the city page with the most reports, labelled apart from the sourced fee', async ({
    page,
    context,
  }) => {
    const guide = await (await context.request.get('/api/procedures/rhinoplasty')).json();
    const place = guide.reported.places[0] as { locationId: string; city: string };
    expect(place, 'a metro with 5 or more rhinoplasty reports in the sample data').toBeTruthy();
    await page.goto(`/location/${place.locationId}`);
    const table = page.getByRole('table', { name: /Popular procedures in/ });
    await expect(table.getByRole('columnheader', { name: 'What TruSelf reviewers paid' })).toBeVisible();
    const row = table.getByRole('row', { name: /Rhinoplasty/ });
    await expect(row.getByText(/^\$[\d,]+$/).first()).toBeVisible();
    await expect(row.getByText(/\d+ reports, \d{4}/)).toBeVisible();
    await expect(row.getByText(/Surgeon’s fee, ASPS 2018/).first()).toBeVisible();
  });
});

test.describe('the review form', () => {
  test('refuses a negative price with its message, then publishes the review with what the patient paid', async ({
    page,
    signIn,
  }) => {
    await signIn(await createVerifiedPatient('Casey'));
    await page.goto(`/provider/${PROVIDER_ID}`);
    const section = page.getByRole('region', { name: 'Patient reviews' });
    await section.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByRole('radio', { name: 'Worth It', exact: true }).check({ force: true });
    await dialog.getByLabel('Procedure you had').selectOption({ index: 1 });
    await dialog.getByLabel('Months since treatment').fill('5');
    await dialog.getByLabel('Title').fill('Fair price, clear quote');
    await dialog
      .getByLabel('Your review')
      .fill('The written quote matched the bill to the dollar, and aftercare visits were included.');
    const amount = dialog.getByLabel('Total you paid, in US dollars');
    await amount.fill('-500');
    await dialog.getByLabel('Month and year of treatment').fill('2025-03');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('The amount you paid can’t be negative.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('8,450');
    await dialog.getByLabel('Surgeon’s or provider’s fee').check();
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toHaveCount(0);
    const mine = section.getByRole('article', { name: 'Fair price, clear quote' });
    await expect(mine.getByText('Paid $8,450')).toBeVisible();
    await expect(mine.getByText(/treated March 2025/)).toBeVisible();
  });
});
