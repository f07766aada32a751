import { describe, expect, it } from 'vitest';
import { POPULAR_PROCEDURE_IDS } from '../src/shared/catalogue';
import { baseUrl, expectNoErrors, openPage } from './harness';

// A missing guide is answered with HTTP 404, which Chromium logs as a failed resource load; that one is expected.
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

describe('procedure guides', () => {
  it('opens every popular guide with its call to find providers', async () => {
    const { page, errors } = await openPage('desktop');
    for (const id of POPULAR_PROCEDURE_IDS) {
      await page.goto(`/procedure/${id}`);
      const find = page
        .getByRole('main')
        .getByRole('link', { name: /^Find providers for / })
        .first();
      await find.waitFor();
      const href = new URL((await find.getAttribute('href')) ?? '', baseUrl);
      expect(href.pathname).toBe('/find-doctors');
      expect(Object.fromEntries(href.searchParams)).toEqual({ procedure: id, searchType: 'procedure' });
      expect(
        await page.getByRole('heading', { name: /Red-flag symptoms: seek emergency care/ }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('heading', { name: 'Sources', level: 2 }).isVisible()).toBe(true);
    }
    expectNoErrors(errors);
  });

  it('reaches the GLP-1 guide from /procedure/glp-1', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/procedure/glp-1');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Weight Management GLP-1');
    expectNoErrors(errors);
  });

  it('browses from all procedures to a category to a guide, then jumps with the table of contents', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/browse-procedures');
    await page.getByRole('link', { name: /All weight loss surgeries/ }).click();
    await page.waitForURL((url) => url.pathname === '/procedures/category/weight-loss');
    await page
      .getByRole('link', { name: /Gastric Sleeve/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/procedure/gastric-sleeve');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Recovery timeline' })
      .click();
    await page.waitForURL((url) => url.hash === '#recovery');
    expect(await page.getByRole('heading', { name: 'Recovery timeline' }).isVisible()).toBe(true);
    expectNoErrors(errors);
  });

  it('lets the patient tick off the questions to ask', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/procedure/rhinoplasty');
    const list = page.locator('#questions');
    await list.getByRole('checkbox').first().click();
    await expect.poll(() => list.getByText(/1 of \d+ asked/).isVisible()).toBe(true);
  });

  it('shows a friendly not-found state for an unknown guide, category, article or location', async () => {
    const { page, errors } = await openPage('mobile');
    const cases: [string, string][] = [
      ['/procedure/unicorn-lift', 'Browse all procedures'],
      ['/procedures/category/teeth', 'Browse all procedures'],
      ['/article/how-to-fly', 'Browse procedure guides'],
      ['/location/atlantis-xx', 'See all locations'],
    ];
    for (const [path, action] of cases) {
      await page.goto(path);
      await page.getByRole('main').getByRole('link', { name: action }).waitFor();
    }
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('articles, locations and discovery', () => {
  it('reads an article with sources and its procedure guides', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/article/understanding-rhinoplasty');
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    await page.getByRole('link', { name: /Rhinoplasty \(Nose Job\)/ }).click();
    await page.waitForURL((url) => url.pathname === '/procedure/rhinoplasty');
    expectNoErrors(errors);
  });

  it('finds a metro by searching the location list and opens it', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/location-detail');
    await page.getByLabel('Search cities and states').fill('florida');
    await page.getByRole('link', { name: /Miami/ }).click();
    await page.waitForURL((url) => url.pathname === '/location/miami-fl');
    await page.getByRole('heading', { name: 'Popular procedures in Miami' }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    expectNoErrors(errors);
  });

  it('explores by concern with the choice kept in the URL', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/discovery');
    await page.getByRole('tab', { name: 'Weight' }).click();
    await page.waitForURL((url) => url.searchParams.get('concern') === 'weight');
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Gastric Bypass/ })
      .first()
      .waitFor();
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Weight' }).getAttribute('aria-selected')).toBe('true');
    expectNoErrors(errors);
  });
});
