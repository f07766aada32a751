import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDist } from '../app';
import { createProvider, seedCatalogue } from '../test/fixtures';
import { createTestContext } from '../test/test-app';
import { injectHead } from './render-html';

const TEMPLATE = '<html><head><title>x</title><!--head--></head><body><div id="root"></div></body></html>';
const meta = (title: string) => ({ title, description: 'd', canonicalPath: '/p' });

describe('injectHead', () => {
  it.each([
    "Dr. O$'Neil",
    'Glow $& Co',
    'Price $1 $2',
    'Cash $$ Only',
    'Smile $` Studio',
  ])('keeps %j exactly as written', (title) => {
    const html = injectHead(TEMPLATE, meta(title), 'https://truself.example');
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</title>`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });
});

const t = await createTestContext();
const built = fs.existsSync(path.join(clientDist, 'index.html'));
let dollarProvider: number;

beforeAll(async () => {
  await seedCatalogue(t.db);
  dollarProvider = (await createProvider(t.db, { lastName: "O$'Neil" }, ['rhinoplasty'])).id;
});

describe.skipIf(!built)('served pages', () => {
  it('a provider whose name holds "$\'" gets an intact head and JSON-LD', async () => {
    const res = await t.request(`/provider/${dollarProvider}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('O$&#39;Neil');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(() => JSON.parse(ld ?? '')).not.toThrow();
  });

  it.each([
    '/no-such-page',
    '/provider-network/extra',
    "/x$'y",
    '/procedures',
    '/dashboard/old',
  ])('answers 404 for %s, still with the app to show its not-found page', async (url) => {
    const res = await t.request(url);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>Page not found | TruSelf</title>');
  });

  it('answers 404 to a signed-in visitor too', async () => {
    const u = await t.createUser();
    const res = await t.request('/no-such-page', { cookie: u.cookie ?? '' });
    expect(res.status).toBe(404);
  });

  it.each([
    '/',
    '/find-doctors',
    '/procedure/rhinoplasty',
    '/reset-password',
    '/dev/outbox',
  ])('answers 200 for %s', async (url) => {
    expect((await t.request(url)).status).toBe(200);
  });
});
