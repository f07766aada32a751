import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientDist } from '../app';
import { paths } from '@shared/paths';
import { locations } from '../db/schema';
import { createProvider, seedCatalogue } from '../test/fixtures';
import { createTestContext } from '../test/test-app';
import { serverDist } from './server-entry';

const t = await createTestContext();
// Both builds are needed: the shell (dist/client) and the renderer (dist/server). `npm run build` makes them.
const built =
  fs.existsSync(path.join(clientDist, 'index.html')) &&
  fs.existsSync(path.join(serverDist, 'entry-server.js'));

const initialData = (html: string) => {
  const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
  return match
    ? (JSON.parse(match[1]) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
    : null;
};

let providerId: number;
let providerName: string;

beforeAll(async () => {
  await seedCatalogue(t.db);
  const provider = await createProvider(t.db, { lastName: 'Okafor' }, ['rhinoplasty']);
  providerId = provider.id;
  providerName = provider.displayName;
});

/** #root holds the loading shell (the top bar's frame and the loading bar) and no page: the browser renders it. */
function expectLoadingShell(html: string) {
  expect(html).toMatch(/<div id="root"><div data-loading-shell="" [^>]*><header /);
  expect(html).toContain('aria-label="Loading page"');
  expect(html).not.toContain('<h1');
  expect(html).not.toContain('<main');
}

describe.skipIf(!built)('pages rendered for guests', () => {
  it('a guest gets the provider profile page rendered, with the data it shows embedded', async () => {
    const res = await t.request(`/provider/${providerId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">(.*?)<\/div>\n\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(root).toMatch(/<h1[^>]*>/);
    expect(root).toContain(providerName);
    const data = initialData(html);
    const profile = data?.queries.find((q) => JSON.stringify(q.state.data ?? null).includes(providerName));
    expect(profile?.queryKey).toContain(String(providerId));
    // The app starts with the page, from its first paint: public/early-input.js (the one script in the head)
    // answers the visitor until the app has taken the page over, and adds the app's entry and preloads, listed in
    // a data block, once the page has painted; no script of the app is fetched in front of that paint.
    const files = /<script type="application\/json" id="app-files">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const { entry, preload } = JSON.parse(files) as { entry: string; preload: string[] };
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(preload).toContainEqual(expect.stringMatching(/^\/assets\/provider-page-[\w-]+\.js$/));
    expect(html.indexOf('<script src="/early-input.js" defer></script>')).toBeGreaterThan(
      html.indexOf('id="app-files"'),
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('the rendered page holds no inline script for the CSP to refuse, only data blocks', async () => {
    const html = await (await t.request(`/provider/${providerId}`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const inline = scripts.filter((tag) => !/ src="/.test(tag));
    expect(inline).toContain('<script type="application/json" id="initial-data">');
    for (const tag of inline) expect(tag).toMatch(/^<script type="application\/(ld\+)?json"/);
  });

  it('the embedded data cannot close its script element', async () => {
    const html = await (await t.request(`/provider/${providerId}`)).text();
    const block = /id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
  });

  it('sends a guest from a signed-in page to sign in with a redirect, and back afterwards', async () => {
    const res = await t.request('/favorites?sort=recent');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '', 'http://x');
    expect(to.pathname).toBe('/signin');
    expect(to.searchParams.get('redirect')).toBe('/favorites?sort=recent');

    // A verification link that failed lands on a signed-in page with its error: sign in says so.
    const failed = await t.request('/dashboard?error=TOKEN_EXPIRED');
    const next = new URL(failed.headers.get('location') ?? '', 'http://x');
    expect(next.searchParams.get('redirect')).toBe('/dashboard');
    expect(next.searchParams.get('verify')).toBe('expired');

    const user = await t.createUser();
    const signedIn = await t.request('/favorites', { cookie: user.cookie! });
    expect(signedIn.status).toBe(200);
  });

  it('a signed-in visitor gets the shell, with the page chunk preloaded', async () => {
    const user = await t.createUser();
    const res = await t.request(`/provider/${providerId}`, { cookie: user.cookie! });
    expect(res.status).toBe(200);
    const html = await res.text();
    expectLoadingShell(html);
    expect(html).not.toContain('initial-data');
    expect(html).toContain(`<title>${providerName}`);
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/provider-page-[^"]+\.js" \/>/,
    );
  });

  it('an unknown provider keeps its 404 and gets the shell (the browser shows the not-found state)', async () => {
    const res = await t.request('/provider/987654');
    expect(res.status).toBe(404);
    const html = await res.text();
    expectLoadingShell(html);
    expect(html).not.toContain('initial-data');
  });

  it('renders every page a guest opens from what its loaders loaded: nothing is left for the browser to fetch', async () => {
    await t.db.insert(locations).values({
      id: 'miami-fl',
      city: 'Miami',
      state: 'FL',
      stateName: 'Florida',
      latitude: 25.7617,
      longitude: -80.1918,
    });
    const pages = [
      ...Object.values(paths)
        .map((route) => route.path)
        // The development outbox has no data outside development: it renders in the browser.
        .filter((path) => !path.includes(':') && path !== paths.devOutbox.path),
      `/provider/${providerId}`,
      '/procedure/rhinoplasty',
      '/procedures/category/surgical',
      '/location/miami-fl',
      '/article/botox-vs-fillers',
      '/find-doctors?procedure=botox&location=Miami%2C%20FL',
      '/find-doctors?searchType=provider&provider=Okafor',
      `/provider-photos?provider=${providerId}`,
    ];
    const warn = vi.spyOn(t.deps.logger, 'warn');
    try {
      for (const page of pages) {
        const res = await t.request(page);
        expect([200, 302], page).toContain(res.status);
        if (res.status === 200) expect(await res.text(), page).toContain('id="initial-data"');
      }
      const unloaded = warn.mock.calls.filter((call) => String(call[1]).includes('loaders did not load'));
      expect(unloaded.map((call) => call[0])).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('when the data cannot be read, a guest gets the plain shell instead of a broken page', async () => {
    const spy = vi.spyOn(t.deps.db, 'select').mockImplementation(() => {
      throw new Error('database down');
    });
    try {
      // The home page's meta needs no database; its content and featured providers do.
      const res = await t.request('/?from=newsletter');
      expect(res.status).toBe(200);
      expectLoadingShell(await res.text());
    } finally {
      spy.mockRestore();
    }
  });
});
