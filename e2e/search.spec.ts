import { describe, expect, it } from 'vitest';
import { expectNoErrors, openPage } from './harness';

// A refused search (bad location) is answered with HTTP 400, which Chromium logs as a failed resource load.
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 400'));

describe('find doctors', () => {
  it("takes the home page's parameters, lists providers and opens a profile", async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
    await page.getByRole('heading', { name: /providers?$/, level: 2 }).waitFor();
    expect(await page.getByText('for Rhinoplasty within 25 miles of Miami, FL').isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Procedure' }).inputValue()).toBe('Rhinoplasty');
    const card = page.getByRole('article', { name: 'Dr. Sofia Ramirez' });
    expect(await card.getByText(/Rhinoplasty: \$[\d,]+–\$[\d,]+/).isVisible()).toBe(true);
    await card.getByRole('link', { name: 'View profile of Dr. Sofia Ramirez' }).click();
    await page.waitForURL((url) => url.pathname === '/provider/1');
    expectNoErrors(errors);
  });

  it('keeps filters and sort in the URL so back and forward work', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/find-doctors?location=Miami');
    await page.getByRole('heading', { name: /providers?$/, level: 2 }).waitFor();
    await page.getByRole('checkbox', { name: 'Verified providers only' }).first().click();
    await page.waitForURL(/verified=true/);
    await page.getByLabel('Sort by').selectOption('rating');
    await page.waitForURL(/sort=rating/);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort=') && url.search.includes('verified=true'));
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('verified'));
    await expect
      .poll(() =>
        page.getByRole('checkbox', { name: 'Verified providers only' }).first().getAttribute('aria-checked'),
      )
      .toBe('false');
    expectNoErrors(errors);
  });

  it('finds a provider by a misspelled name from the provider tab', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/find-doctors');
    await page.getByText('Find by Provider').click();
    const name = page.getByRole('combobox', { name: 'Provider or practice name' });
    await name.fill('Dr. Ramirz');
    await name.press('Enter');
    await page.waitForURL(/provider=Dr\.\+Ramirz|provider=Dr\.%20Ramirz/);
    await page.getByRole('article', { name: 'Dr. Sofia Ramirez' }).waitFor();
    expectNoErrors(errors);
  });

  it('explains a location it cannot find and keeps what was typed', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/find-doctors?procedure=botox&location=qwertyville');
    await page
      .getByRole('alert')
      .getByText(/We couldn't find "qwertyville"/)
      .waitFor();
    expect(await page.getByLabel('Location', { exact: true }).inputValue()).toBe('qwertyville');
    expect(unexpected(errors)).toEqual([]);
  });

  it('opens the filter sheet on a phone', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/find-doctors?procedure=botox&location=10001');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Specialty').selectOption('Dermatology');
    await page.waitForURL(/specialty=Dermatology/);
    await dialog.getByRole('button', { name: /^Show .* results$/ }).click();
    expect(await dialog.isVisible()).toBe(false);
    expectNoErrors(errors);
  });
});
