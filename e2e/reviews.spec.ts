import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';

// One review per account and provider: once written, the profile offers to edit it, and the rating counts it once.
const PROVIDER_ID = 5;

interface Summary {
  count: number;
  average: number;
  breakdown: { stars: number; count: number }[];
}

const sumOf = (s: Summary) => s.breakdown.reduce((total, b) => total + b.stars * b.count, 0);
const averageText = (sum: number, count: number) => (Math.round((sum / count) * 100) / 100).toFixed(1);
const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`;

test.describe('a patient’s review of a provider', () => {
  test('is written once, then edited: the button says "Edit your review" and the rating moves once', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(await createVerifiedPatient('Avery'));
    const before = (await (await context.request.get(`/api/providers/${PROVIDER_ID}`)).json()) as {
      reviewSummary: Summary;
    };
    const { count } = before.reviewSummary;
    const sum = sumOf(before.reviewSummary);

    await page.goto(`/provider/${PROVIDER_ID}`);
    const section = page.getByRole('region', { name: 'Patient reviews' });
    await section.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('radio', { name: 'Worth It', exact: true }).check({ force: true });
    await dialog.getByLabel('Procedure you had').selectOption({ index: 1 });
    await dialog.getByLabel('Months since treatment').fill('3');
    await dialog.getByLabel('Title').fill('Straight answers, tidy result');
    await dialog
      .getByLabel('Your review')
      .fill('The plan was explained twice without any rush, and the result looks like me, only rested.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText(countText(count + 1), { exact: true })).toBeVisible();
    await expect(section.getByText(averageText(sum + 5, count + 1), { exact: true })).toBeVisible();

    await page.reload();
    await section.getByRole('button', { name: 'Edit your review' }).click();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('Straight answers, tidy result');
    await dialog.getByRole('radio', { name: '1 star', exact: true }).check({ force: true });
    await dialog.getByLabel('Title').fill('Second thoughts at six months');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('article', { name: 'Second thoughts at six months' })).toBeVisible();

    // Still one review of this account: the count stays, the average now counts 1 star instead of 5.
    await expect(section.getByText(averageText(sum + 1, count + 1), { exact: true })).toBeVisible();
    await expect(section.getByText(countText(count + 1), { exact: true })).toBeVisible();
    await expect(section.getByRole('article', { name: 'Straight answers, tidy result' })).toHaveCount(0);
    const after = (await (await context.request.get(`/api/providers/${PROVIDER_ID}`)).json()) as {
      reviewSummary: Summary;
      myReviews: unknown[];
    };
    expect(after.reviewSummary.count).toBe(count + 1);
    expect(sumOf(after.reviewSummary)).toBe(sum + 1);
    expect(after.myReviews).toHaveLength(1);
  });
});
