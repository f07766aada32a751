import { describe, expect, it } from 'vitest';
import { createVerifiedPatient, expectNoErrors, openPage, signInContext } from './harness';

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

describe('a patient’s review of a provider', () => {
  it('is written once, then edited: the button says "Edit your review" and the rating moves once', async () => {
    const patient = await createVerifiedPatient('Avery');
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
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
    await dialog.waitFor({ state: 'detached' });
    await section.getByText(countText(count + 1), { exact: true }).waitFor();
    expect(await section.getByText(averageText(sum + 5, count + 1), { exact: true }).isVisible()).toBe(true);

    await page.reload();
    expect(await section.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Edit your review' }).click();
    await dialog.getByRole('heading', { name: 'Edit your review' }).waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Straight answers, tidy result');
    await dialog.getByRole('radio', { name: '1 star', exact: true }).check({ force: true });
    await dialog.getByLabel('Title').fill('Second thoughts at six months');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('article', { name: 'Second thoughts at six months' }).waitFor();

    // Still one review of this account: the count stays, the average now counts 1 star instead of 5.
    await section.getByText(averageText(sum + 1, count + 1), { exact: true }).waitFor();
    expect(await section.getByText(countText(count + 1), { exact: true }).isVisible()).toBe(true);
    expect(await section.getByRole('article', { name: 'Straight answers, tidy result' }).count()).toBe(0);
    const after = (await (await context.request.get(`/api/providers/${PROVIDER_ID}`)).json()) as {
      reviewSummary: Summary;
      myReviews: unknown[];
    };
    expect(after.reviewSummary.count).toBe(count + 1);
    expect(sumOf(after.reviewSummary)).toBe(sum + 1);
    expect(after.myReviews).toHaveLength(1);
    expectNoErrors(errors);
  });
});
