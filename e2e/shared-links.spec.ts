import type { Page } from '@playwright/test';
import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { formShown, serverUrl, uniqueEmail } from './harness';
import { appRunning } from './app-running';

// A link to a profile with ?procedure= (shared by a friend, refreshed, found by a search engine) opens the
// consultation form on that procedure, whichever way the procedure is spelt, in the server's page and once the
// app runs, and the practice's lead carries it.

/** A Miami provider who offers Botox and Dermal Fillers (seeded sample data), found through the search API. */
async function botoxProvider(page: Page) {
  const res = await page.request.get('/api/search/providers?procedure=botox&location=Miami%2C%20FL');
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: { id: number }[] };
  for (const { id } of results) {
    const profile = await page.request.get(`/api/providers/${id}`);
    const { procedures } = (await profile.json()) as { procedures: { id: string }[] };
    if (procedures.some((p) => p.id === 'dermal-fillers')) return id;
  }
  throw new Error('no Miami provider offers both Botox and Dermal Fillers');
}

const procedureField = (page: Page) =>
  page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });

const shapes = [
  { shape: 'the slug', procedure: 'botox', shown: 'Botox', id: 'botox' },
  { shape: 'the name as written', procedure: 'Botox', shown: 'Botox', id: 'botox' },
  { shape: 'a nickname', procedure: 'tox', shown: 'Botox', id: 'botox' },
  { shape: 'a name with spaces', procedure: 'Dermal Fillers', shown: 'Dermal Fillers', id: 'dermal-fillers' },
  { shape: 'an alias with spaces', procedure: 'lip filler', shown: 'Dermal Fillers', id: 'dermal-fillers' },
  { shape: 'an unknown procedure', procedure: 'no-such-thing', shown: 'Not sure yet', id: null },
];

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test.describe(`a shared profile link with ?procedure= (${device})`, on(device), () => {
    test('keeps the procedure however it is spelt, in the page’s HTML and once the app runs', async ({
      page,
      newVisitor,
    }) => {
      const id = await botoxProvider(page);
      const reader = await newVisitor({ device, javaScriptEnabled: false });
      // A page the server has not rendered since it started may take longer than its render budget (then it
      // sends the plain shell): render the profile once before reading it.
      expect((await page.request.get(`/provider/${id}`)).ok()).toBe(true);
      for (const { shape, procedure, shown } of shapes) {
        const link = `/provider/${id}?${new URLSearchParams({ procedure })}`;
        // What the server sends, before any script runs.
        await reader.goto(link);
        await expect(procedureField(reader).locator('option:checked'), `${shape}, server`).toHaveText(shown);
        // The same page once the app has taken it over.
        await page.goto(link);
        await appRunning(page);
        await expect(procedureField(page).locator('option:checked'), `${shape}, app`).toHaveText(shown);
        await expect(page.locator('#consultation').getByRole('alert')).toHaveCount(0);
      }
    });

    const sent = device === 'desktop' ? shapes.slice(2, 3) : shapes.slice(4);
    for (const { shape, procedure, shown, id: procedureId } of sent) {
      test(`sends the practice a lead for ${shape} ("${procedure}")`, async ({ page, adminPage }) => {
        const id = await botoxProvider(page);
        await page.goto(`/provider/${id}?${new URLSearchParams({ procedure })}`);
        await appRunning(page);
        const filling = await formShown('lead');
        const form = page.locator('#consultation');
        const email = uniqueEmail('shared-link');
        await form.getByLabel('Your name').fill('Robin Shared');
        await form.getByRole('textbox', { name: 'Email' }).fill(email);
        await form.getByLabel('When are you hoping to be treated?').selectOption('within_3_months');
        await form.getByRole('checkbox').click();
        await expect(procedureField(page).locator('option:checked')).toHaveText(shown);
        await filling.elapsed();
        await form.getByRole('button', { name: 'Send request' }).click();
        await expect(form.getByRole('heading', { name: /Your request was sent to/ })).toBeVisible();

        // The practice's leads, as the lead dashboard reads them.
        const res = await adminPage.request.get(`/api/admin/leads?${new URLSearchParams({ q: email })}`, {
          headers: { origin: serverUrl() },
        });
        expect(res.ok()).toBe(true);
        const { leads } = (await res.json()) as {
          leads: { email: string; providerId: number; procedureId: string | null }[];
        };
        expect(leads.map((l) => [l.email, l.providerId, l.procedureId])).toEqual([[email, id, procedureId]]);
      });
    }
  });
}
