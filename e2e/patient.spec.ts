import { describe, expect, it } from 'vitest';
import { createVerifiedPatient, expectNoErrors, openPage, signInContext } from './harness';

// An unknown provider is answered with HTTP 404, which Chromium logs as a failed resource load.
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

describe('signed-in patient', () => {
  it('saves two providers, compares them, writes a review and sees it on the profile', async () => {
    const patient = await createVerifiedPatient('Morgan');
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);

    await page.goto('/provider/1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const firstSaved = String(heading).split(',')[0];

    // The second one straight from the search results: each card's button says whom it saves.
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await names.first().waitFor();
    const other = (await names.allTextContents()).map((n) => n.split(',')[0]).find((n) => n !== firstSaved);
    await page.getByRole('button', { name: `Save ${other}`, exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Saved ${other}`, exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.goto('/favorites');
    await page.getByRole('heading', { name: 'Saved providers', level: 1 }).waitFor();
    const boxes = page.getByRole('checkbox', { name: 'Compare' });
    await expect.poll(() => boxes.count()).toBe(2);
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    const table = page.getByRole('region', { name: 'Provider comparison (scrolls sideways)' });
    await table.waitFor();
    expect(await table.getByRole('rowheader', { name: 'Certification' }).isVisible()).toBe(true);
    expect(await table.getByRole('columnheader').count()).toBe(2);

    await page.goto('/provider/1');
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('radio', { name: 'Worth It', exact: true }).check({ force: true });
    await dialog.getByLabel('Procedure you had').selectOption({ index: 1 });
    await dialog.getByLabel('Months since treatment').fill('4');
    await dialog.getByLabel('Title').fill('Calm, clear and honest');
    await dialog.getByLabel('Your review').fill('Too short.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    expect(
      await dialog.getByText('Please write at least 30 characters about your experience.').isVisible(),
    ).toBe(true);
    // Nothing typed is lost after a validation message.
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Calm, clear and honest');
    await dialog
      .getByLabel('Your review')
      .fill('Every question answered at the consultation, and the quote matched the final bill exactly.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await dialog.waitFor({ state: 'detached' });

    const review = page.getByRole('article', { name: 'Calm, clear and honest' });
    await review.waitFor();
    expect(await review.getByText('Verified email').isVisible()).toBe(true);
    expect(await review.getByText('Morgan R.').isVisible()).toBe(true);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Morgan' }).waitFor();
    expect(await page.getByRole('link', { name: 'Compare your saved providers' }).isVisible()).toBe(true);
    expectNoErrors(errors);
  });

  it('sends guests from the dashboard and favorites to sign in and back', async () => {
    const { page } = await openPage('mobile');
    for (const path of ['/dashboard', '/favorites']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === path);
    }
  });
});

describe('provider profile', () => {
  it('takes a consultation request from a guest on a phone', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/provider/1');
    await page.getByRole('heading', { name: 'Request a consultation' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    expect(
      await page
        .getByText('Please tick the box to agree to share your details with the practice.')
        .isVisible(),
    ).toBe(true);
    await page.getByLabel('Your name').fill('Riley Chen');
    await page.getByRole('textbox', { name: 'Email' }).fill('riley.chen@example.com');
    await page.getByLabel('When are you hoping to be treated?').selectOption('within_3_months');
    await page.getByRole('checkbox', { name: /I agree to share these details with/ }).click();
    await page.waitForTimeout(3_200);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: /Your request was sent to/ }).waitFor();
    expectNoErrors(errors);
  });

  it('shows a not-found state for an unknown provider inside the page', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/provider/987654');
    await page.getByRole('heading', { name: 'Provider not found', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Find a provider' }).isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
  });
});
