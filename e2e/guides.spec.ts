import { POPULAR_PROCEDURE_IDS } from '../src/shared/catalogue';
import { onPhone } from './devices';
import { expect, test } from './fixtures';

test.describe('procedure guides', () => {
  test('opens every popular guide with its call to find providers', async ({ page, baseURL }) => {
    for (const id of POPULAR_PROCEDURE_IDS) {
      await page.goto(`/procedure/${id}`);
      const find = page
        .getByRole('main')
        .getByRole('link', { name: /^Find providers for / })
        .first();
      await expect(find).toBeVisible();
      const href = new URL((await find.getAttribute('href')) ?? '', baseURL);
      expect(href.pathname).toBe('/find-doctors');
      expect(Object.fromEntries(href.searchParams)).toEqual({ procedure: id, searchType: 'procedure' });
      await expect(
        page.getByRole('heading', { name: /Red-flag symptoms: seek emergency care/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sources', level: 2 })).toBeVisible();
    }
  });

  test('reaches the GLP-1 guide from /procedure/glp-1', onPhone, async ({ page }) => {
    await page.goto('/procedure/glp-1');
    await expect(page.locator('main h1')).toHaveText('Weight Management GLP-1');
  });

  test('browses from all procedures to a category to a guide, then jumps with the table of contents', async ({
    page,
  }) => {
    await page.goto('/browse-procedures');
    await page.getByRole('link', { name: /All weight loss surgeries/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/procedures/category/weight-loss');
    await page
      .getByRole('link', { name: /Gastric Sleeve/ })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/procedure/gastric-sleeve');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Recovery timeline' })
      .click();
    await expect(page).toHaveURL((url) => url.hash === '#recovery');
    await expect(page.getByRole('heading', { name: 'Recovery timeline' })).toBeVisible();
  });

  test('lets the patient tick off the questions to ask', onPhone, async ({ page }) => {
    await page.goto('/procedure/rhinoplasty');
    const list = page.locator('#questions');
    await list.getByRole('checkbox').first().click();
    await expect(list.getByText(/1 of \d+ asked/)).toBeVisible();
  });

  test(
    'shows a friendly not-found state for an unknown guide, category, article or location',
    onPhone,
    async ({ page, consoleErrors }) => {
      // A missing page is answered with HTTP 404, which Chromium logs as a failed resource load.
      consoleErrors.allow(/status of 404/);
      const cases: [string, string][] = [
        ['/procedure/unicorn-lift', 'Browse all procedures'],
        ['/procedures/category/teeth', 'Browse all procedures'],
        ['/article/how-to-fly', 'Browse procedure guides'],
        ['/location/atlantis-xx', 'See all locations'],
      ];
      for (const [path, action] of cases) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('link', { name: action })).toBeVisible();
      }
    },
  );
});

test.describe('articles, locations and discovery', () => {
  test('reads an article with sources and its procedure guides', onPhone, async ({ page }) => {
    await page.goto('/article/understanding-rhinoplasty');
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await page.getByRole('link', { name: /Rhinoplasty \(Nose Job\)/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/procedure/rhinoplasty');
  });

  test('finds a metro by searching the location list and opens it', async ({ page }) => {
    await page.goto('/location-detail');
    await page.getByLabel('Search cities and states').fill('florida');
    await page.getByRole('link', { name: /Miami/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/location/miami-fl');
    await expect(page.getByRole('heading', { name: 'Popular procedures in Miami' })).toBeVisible();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
  });

  test('explores by concern with the choice kept in the URL', onPhone, async ({ page }) => {
    await page.goto('/discovery');
    await page.getByRole('tab', { name: 'Weight' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('concern') === 'weight');
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Gastric Bypass/ })
        .first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Weight' })).toHaveAttribute('aria-selected', 'true');
  });
});
