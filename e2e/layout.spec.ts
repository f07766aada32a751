import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { specRouteSamples } from '../src/client/config/paths';
import { baseUrl, createVerifiedPatient, openPage, signInContext } from './harness';

/** Waits for the page's heading, then returns how much wider than the screen the page is (0 when it fits). */
async function overflowOf(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });
}

describe('every SPEC route fits a 375 px phone, for a guest', () => {
  let page: Page;
  beforeAll(async () => {
    page = (await openPage('mobile')).page;
  });

  it.each(specRouteSamples)('%s', async (route) => {
    expect(await overflowOf(page, route)).toBeLessThanOrEqual(0);
  });
});

describe('every SPEC route fits a 375 px phone, for a patient with chats and saved providers', () => {
  let page: Page;
  beforeAll(async () => {
    const patient = await createVerifiedPatient('Noor');
    const opened = await openPage('mobile');
    page = opened.page;
    await signInContext(opened.context, patient.email, patient.password);
    // What real dashboards hold: a chat opened with a pasted link (one long unbroken word) and saved providers.
    const headers = { origin: baseUrl };
    const started = await page.request.post('/api/trugpt/conversations', { headers, data: {} });
    expect(started.ok()).toBe(true);
    const { id } = ((await started.json()) as { conversation: { id: string } }).conversation;
    const message =
      'https://www.instagram.com/p/CxQ2m9bLr4kPasadenaBreastAugmentationBeforeAfter/?igsh=MWQ1ZGUxMzBkMg== is this normal swelling 3 weeks after breast augmentation';
    const chat = await page.request.post('/api/trugpt/chat', {
      headers,
      data: { conversationId: id, message },
    });
    expect(chat.ok()).toBe(true);
    for (const providerId of [1, 2]) {
      expect((await page.request.put(`/api/favorites/${providerId}`, { headers })).ok()).toBe(true);
    }
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /Noor/ }).waitFor();
  });

  it.each(specRouteSamples)('%s', async (route) => {
    expect(await overflowOf(page, route)).toBeLessThanOrEqual(0);
  });
});

/**
 * Interactive elements and marked figures that the visible floating button overlaps, scrolling the page from
 * top to bottom a screen at a time.
 */
async function coveredWhileScrolling(page: Page) {
  const covered = new Set<string>();
  let shown = 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button decides in an animation frame after the scroll; two frames later it has.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
    );
    const found = await page.evaluate(() => {
      const button = document.querySelector('button[data-floating-trugpt]');
      if (!button || button.hasAttribute('data-covering')) return null;
      const r = button.getBoundingClientRect();
      const selector = 'main a, main button, main input, main select, main textarea, [data-float-avoid]';
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => {
          const e = el.getBoundingClientRect();
          if (e.width === 0 || e.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
          const overlapX = Math.min(r.right, e.right) - Math.max(r.left, e.left);
          const overlapY = Math.min(r.bottom, e.bottom) - Math.max(r.top, e.top);
          return overlapX > 2 && overlapY > 2;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    });
    if (found === null) continue;
    shown++;
    for (const f of found) covered.add(`${f} at scroll ${y}`);
  }
  return { covered: [...covered], shown };
}

describe('the floating Ask TruGPT button at 1280×800', () => {
  // The home figures, the first result's "View profile", a guide's sidebar buttons, a profile's actions.
  it.each([
    '/',
    '/find-doctors?procedure=botox&location=Miami%2C%20FL',
    '/procedure/rhinoplasty',
    '/provider/1',
  ])('never covers a link, button or figure on %s, and is there between them', async (route) => {
    const { page } = await openPage('desktop');
    await page.goto(route);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const { covered, shown } = await coveredWhileScrolling(page);
    expect(covered).toEqual([]);
    expect(shown).toBeGreaterThan(0);
  });
});

describe('search places', () => {
  it('says why an unknown ZIP found nothing instead of "Searching…" forever', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/find-doctors?location=99999');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    expect(await page.getByText('ZIP code 99999 is not a US ZIP code we know.').count()).toBe(1);
    expect(await page.getByText('Searching…').count()).toBe(0);
  });

  it('a place with no provider nearby says so and shows the nearest, with distances', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/find-doctors?location=Fairbanks%2C%20AK&procedure=rhinoplasty');
    await page.getByRole('heading', { name: 'No Rhinoplasty found near Fairbanks, AK' }).waitFor();
    const nearest = page.getByRole('region', { name: 'Nearest for Rhinoplasty to Fairbanks, AK' });
    await nearest.waitFor();
    const cards = nearest.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const distances = (await nearest.getByText(/^· [\d,.]+ mi away$/).allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
    expect(distances.length).toBe(await cards.count());
    expect(distances[0]).toBeGreaterThan(25);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('suggests places as they are typed and searches the one picked', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/find-doctors');
    const box = page.getByRole('combobox', { name: 'Location' });
    await box.fill('pasad');
    await page.getByRole('option', { name: 'Pasadena, CA' }).click();
    expect(await box.inputValue()).toBe('Pasadena, CA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => page.getByText('within 25 miles of Pasadena, CA').count(), { timeout: 10_000 })
      .toBe(1);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Pasadena, CA');
  });
});
