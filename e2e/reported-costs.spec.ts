import { appRunning } from './app-running';
import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';
import { acceptDisclaimer } from './chat';

// What patients paid: a review says it (with clear messages for nonsense), the guide and city pages show what
// TruSelf reviewers paid beside the sourced fee, each labelled, and TruGPT quotes the figure with its count.
// The journeys' directory is the development seed, whose reviews are sample reviews: the figures carry that label.

test('a review says what the patient paid; nonsense gets a message and nothing typed is lost', async ({
  page,
  signIn,
}) => {
  await signIn(await createVerifiedPatient('Imani'));
  await page.goto('/provider/7');
  await appRunning(page);
  const section = page.getByRole('region', { name: 'Patient reviews' });
  await section.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await dialog.getByRole('radio', { name: 'Worth It', exact: true }).check({ force: true });
  await dialog.getByLabel('Procedure you had').selectOption({ index: 1 });
  await dialog.getByLabel('Months since treatment').fill('2');
  await dialog.getByLabel('Title').fill('Clear quote, no surprises');
  await dialog
    .getByLabel('Your review')
    .fill('The quote listed every fee up front and the bill matched it to the dollar, which I appreciated.');

  // How people write prices that are not numbers of dollars.
  const amount = dialog.getByLabel('Total you paid, in US dollars');
  await amount.fill('12k');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    dialog.getByText('Please enter what you paid as a number of US dollars, such as 8500.'),
  ).toBeVisible();
  await amount.fill('-300');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('The amount you paid can’t be negative.')).toBeVisible();
  // An amount needs the month it was paid.
  await amount.fill('2450');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    dialog.getByText(
      'Please tell us the month and year you were treated, so we know when this price was paid.',
    ),
  ).toBeVisible();
  // Nothing typed was lost on the way.
  await expect(dialog.getByLabel('Title')).toHaveValue('Clear quote, no surprises');

  const lastMonth = new Date();
  lastMonth.setUTCDate(1);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  await dialog.getByLabel('Month and year of treatment').fill(lastMonth.toISOString().slice(0, 7));
  await dialog.getByRole('checkbox', { name: /fee/i }).first().check();
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog).toHaveCount(0);
  const review = section.getByRole('article', { name: 'Clear quote, no surprises' });
  await expect(review).toContainText('$2,450');
});

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test(
    `the Botox guide and the Miami page show what reviewers paid beside the sourced fee (${device})`,
    on(device),
    async ({ page }) => {
      await page.goto('/procedure/botox');
      const paid = page.getByText('What reviewers paid:', { exact: true });
      await expect(paid).toBeVisible();
      // The reviewers' figure and the society's fee, each named for what it is.
      const chart = page.locator('figure figcaption').filter({ hasText: 'Reviewers: middle half' });
      await expect(chart).toContainText(/Reviewers: middle half \$[\d,]+–\$[\d,]+, median \$[\d,]+/);
      await expect(chart).toContainText(/Surgeon’s fee, ASPS \d{4}: \$[\d,]+/);
      await expect(page.getByText(/say Worth It/).first()).toBeVisible();
      await expect(page.getByText('Sample reviews').first()).toBeVisible();

      await page.goto('/location/miami-fl');
      const table = page.getByRole('table').filter({ hasText: 'What TruSelf reviewers paid' });
      await table.scrollIntoViewIfNeeded();
      await expect(table).toBeVisible();
      const botox = table.getByRole('row').filter({ hasText: 'Botox' });
      await expect(botox).toContainText(/\$[\d,]+ median/);
      await expect(botox).toContainText(/\d+ reports/);
      await expect(
        page.getByText('Reviewers’ figures here are added up from generated sample reviews'),
      ).toBeVisible();
    },
  );
}

test('TruGPT quotes what reviewers in the city paid, with the count and the label', async ({
  page,
  signIn,
}) => {
  await signIn(await createVerifiedPatient('Lena'));
  await page.goto('/trugpt-chat');
  await acceptDisclaimer(page);
  const box = page.getByLabel('Your message');
  await box.fill('how much is botox in miami');
  await box.press('Enter');
  const answer = page.getByTestId('assistant-message').last();
  await expect(answer).toContainText(
    /TruSelf reviewers in Miami(, FL)? reported paying a median of \$[\d,]+ for Botox \(middle half \$[\d,]+–\$[\d,]+\), from \d+ reports in \d{4}–\d{4}/,
  );
  await expect(answer).toContainText('not a quote');
});
