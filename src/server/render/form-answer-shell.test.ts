import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consultationMessages } from '@shared/schemas/consultation';
import { clientDist } from '../app';
import { agedFormToken, cookieFrom, fromAddress } from '../routes/auth/auth-test-kit';
import { createProvider, seedCatalogue } from '../test/fixtures';
import { createTestContext } from '../test/test-app';
import { serverDist } from './server-entry';

// A form sent as a plain post whose answer page is not rendered by the server (here its render budget is 1 ms, as on
// a server too busy to render in time): the page is the loading shell, and the answer travels with it as the data the
// app starts from, so the refusal and what was typed are still shown once the app runs. Its own file: the built page
// renderer reads the API of the last app created in a process.
const t = await createTestContext({ TRUST_PROXY: 'true', RENDER_TIMEOUT_MS: '1' });
await seedCatalogue(t.db);
const provider = await createProvider(t.db, { lastName: 'Shellpost' }, ['rhinoplasty']);
const built =
  fs.existsSync(path.join(clientDist, 'index.html')) &&
  fs.existsSync(path.join(serverDist, 'entry-server.js'));

/** The JSON the app starts from, as the page carries it. */
const initialData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('the answer to a plain post, on a page the server did not render', () => {
  it.skipIf(!built)('comes with the loading shell as the data the app starts from', async () => {
    const res = await t.request(`/provider/${provider.id}`, {
      method: 'POST',
      body: new URLSearchParams({
        name: 'Sam Shell',
        email: 'sam.shell@example.com',
        phone: '',
        procedureId: 'rhinoplasty',
        timing: 'within_3_months',
        contactPreference: 'email',
        message: 'Kept, please.',
        formToken: agedFormToken(t, 'lead'),
        website: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromAddress('77') },
    });
    expect(res.status).toBe(303);
    const page = await t.request((res.headers.get('location') ?? '').split('#')[0], {
      cookie: cookieFrom(res),
    });
    const html = await page.text();
    expect(html).toMatch(/<div id="root"><div data-loading-shell=""/);
    const data = JSON.stringify(initialData(html));
    expect(data).toContain(consultationMessages.consent);
    expect(data).toContain('sam.shell@example.com');
    expect(data).toContain('Kept, please.');
  });

  it.skipIf(!built)('and a page with no answer to carry gets the shell alone', async () => {
    const html = await (await t.request(`/provider/${provider.id}`)).text();
    expect(html).toMatch(/<div id="root"><div data-loading-shell=""/);
    expect(html).not.toContain('id="initial-data"');
  });
});
