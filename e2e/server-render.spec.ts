import { describe, expect, it } from 'vitest';
import { expectNoErrors, openPage } from './harness';

// Guests get the data of public pages embedded in the HTML, so the page renders without asking the API first.
describe('page data embedded by the server', () => {
  it('shows a provider profile from the embedded data, without console errors, and it responds', async () => {
    const { page, errors } = await openPage('mobile');
    const profileRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/providers\/1(\?|$)/.test(request.url())) profileRequests.push(request.url());
    });
    await page.goto('/provider/1');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Dr\. /);
    expect(profileRequests).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expectNoErrors(errors);
  });
});
