import { onPhone } from './devices';
import { expect, test } from './fixtures';

test.describe('find doctors', () => {
  test("takes the home page's parameters, lists providers and opens a profile", async ({ page }) => {
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
    await expect(page.getByRole('heading', { name: /providers?$/, level: 2 })).toBeVisible();
    await expect(page.getByText('for Rhinoplasty within 25 miles of Miami, FL')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Procedure' })).toHaveValue('Rhinoplasty');
    const card = page.getByRole('article', { name: 'Dr. Sofia Ramirez' });
    await expect(card.getByText(/Rhinoplasty: \$[\d,]+–\$[\d,]+/)).toBeVisible();
    await card.getByRole('link', { name: 'View profile of Dr. Sofia Ramirez' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/provider/1');
  });

  test('keeps filters and sort in the URL so back and forward work', async ({ page }) => {
    await page.goto('/find-doctors?location=Miami');
    await expect(page.getByRole('heading', { name: /providers?$/, level: 2 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Verified providers only' }).first().click();
    await expect(page).toHaveURL(/verified=true/);
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => !url.search.includes('sort=') && url.search.includes('verified=true'),
    );
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.search.includes('verified'));
    await expect(page.getByRole('checkbox', { name: 'Verified providers only' }).first()).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('finds a provider by a misspelled name from the provider tab', onPhone, async ({ page }) => {
    await page.goto('/find-doctors');
    await page.getByText('Find by Provider').click();
    const name = page.getByRole('combobox', { name: 'Provider or practice name' });
    await name.fill('Dr. Ramirz');
    await name.press('Enter');
    await expect(page).toHaveURL(/provider=Dr\.\+Ramirz|provider=Dr\.%20Ramirz/);
    await expect(page.getByRole('article', { name: 'Dr. Sofia Ramirez' })).toBeVisible();
  });

  test('finds a practice typed with a word no name has, and says which word it left out', async ({
    page,
  }) => {
    await page.goto('/find-doctors');
    await page.getByText('Find by Provider').click();
    const name = page.getByRole('combobox', { name: 'Provider or practice name' });
    await name.fill('ramirez plastc surgery zephyrhills');
    await name.press('Enter');
    await expect(page.getByRole('article', { name: 'Dr. Sofia Ramirez' })).toBeVisible();
    await expect(
      page.getByText(
        `No provider's name has every word of "ramirez plastc surgery zephyrhills", so these match all but "zephyrhills".`,
      ),
    ).toBeVisible();
  });

  test(
    'explains a location it cannot find and keeps what was typed',
    onPhone,
    async ({ page, consoleErrors }) => {
      // A refused search (bad location) is answered with HTTP 400, which Chromium logs as a failed resource load.
      consoleErrors.allow(/status of 400/);
      await page.goto('/find-doctors?procedure=botox&location=qwertyville');
      await expect(page.getByRole('alert').getByText(/We couldn't find "qwertyville"/)).toBeVisible();
      await expect(page.getByLabel('Location', { exact: true })).toHaveValue('qwertyville');
    },
  );

  test('opens the filter sheet on a phone', onPhone, async ({ page }) => {
    await page.goto('/find-doctors?procedure=botox&location=10001');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Specialty').selectOption('Dermatology');
    await expect(page).toHaveURL(/specialty=Dermatology/);
    await dialog.getByRole('button', { name: /^Show .* results$/ }).click();
    await expect(dialog).toBeHidden();
  });
});
