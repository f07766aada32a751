import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { clientDist } from '../app';
import { createTestContext, TEST_ORIGIN, TEST_PASSWORD, type TestContext } from '../test/test-app';
import { formSecretFor, issueFormToken } from '../security/anti-bot';

const AUTH_SECRET = 'a-production-secret-for-header-tests-0123456789';
const dev = await createTestContext();
const prod = await createTestContext({ NODE_ENV: 'production', AUTH_SECRET, PUBLIC_URL: TEST_ORIGIN });
const built = fs.existsSync(path.join(clientDist, 'index.html'));
const someAsset = built
  ? fs.readdirSync(path.join(clientDist, 'assets')).find((f) => f.endsWith('.js'))
  : undefined;

function directives(csp: string | null) {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Responses of every kind: JSON, API errors (400/401/403/404/413/415/500), HTML pages, static files, 404s. */
async function samples(t: TestContext) {
  const user = await t.createUser();
  const list: [string, Response][] = [
    ['api json', await t.request('/api/health')],
    ['api 400', await t.request(`/api/search/autocomplete?q=${'x'.repeat(500)}`)],
    ['api 401', await t.request('/api/favorites')],
    [
      'api 403 origin',
      await t.request('/api/newsletter', { json: {}, headers: { origin: 'https://evil.example' } }),
    ],
    ['api 403 admin', await t.request('/api/admin/users', { cookie: user.cookie! })],
    ['api 404', await t.request('/api/no-such-route')],
    ['api 413', await t.request('/api/newsletter', { json: { email: 'x'.repeat(1_100_000) } })],
    [
      'api 415',
      await t.request('/api/newsletter', { body: 'email=a', headers: { 'content-type': 'text/plain' } }),
    ],
    ['robots', await t.request('/robots.txt')],
    ['sitemap', await t.request('/sitemap.xml')],
    ['upload 404', await t.request('/uploads/nothing-here.png')],
  ];
  const spy = vi.spyOn(t.deps.db, 'select').mockImplementation(() => {
    throw new Error('database down');
  });
  list.push(['api 500', await t.request('/api/procedures')]);
  spy.mockRestore();
  if (built) {
    list.push(['html home', await t.request('/')], ['html page', await t.request('/find-doctors')]);
    list.push(
      ['html 404', await t.request('/no/such/page')],
      ['static root', await t.request('/favicon.svg')],
    );
    if (someAsset) list.push(['static asset', await t.request(`/assets/${someAsset}`)]);
  }
  return list;
}

describe.each([
  ['test', dev, false],
  ['production', prod, true],
] as const)('security headers (%s)', (_name, t, production) => {
  it('are on every response, errors and static files included', async () => {
    const list = await samples(t);
    const statuses = Object.fromEntries(list.map(([label, res]) => [label, res.status]));
    expect(statuses).toMatchObject({ 'api 500': 500, 'api 413': 413, 'api 415': 415, 'api 404': 404 });
    for (const [label, res] of list) {
      const h = res.headers;
      const csp = directives(h.get('content-security-policy'));
      expect(csp.get('default-src'), label).toEqual(["'self'"]);
      expect(csp.get('script-src'), label).toEqual(["'self'"]);
      expect(csp.get('object-src'), label).toEqual(["'none'"]);
      expect(csp.get('base-uri'), label).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
      expect(csp.get('connect-src'), `${label}: the browser talks to our origin only`).toEqual(["'self'"]);
      expect(h.get('x-content-type-options'), label).toBe('nosniff');
      expect(h.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options'), label).toBe('DENY');
      const hsts = h.get('strict-transport-security');
      if (production) expect(hsts, label).toMatch(/max-age=\d{7,}/);
      else expect(hsts, label).toBeNull();
    }
  });

  it.skipIf(!built)(
    'serves HTML whose only scripts are same-origin files (no inline code, no handlers)',
    async () => {
      for (const page of ['/', '/find-doctors', '/procedure/rhinoplasty', '/no/such/page']) {
        const html = await (await t.request(page)).text();
        for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
          // JSON-LD and the server-rendered page's data are data blocks: browsers never execute them.
          if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
          // Our own files: the built assets, and the script that answers early taps on a server-rendered page.
          expect(attrs, page).toMatch(/src="\/(assets\/[\w-]+\.js|early-input\.js)"/);
          expect(body.trim(), page).toBe('');
        }
        expect(html, page).not.toMatch(/\son[a-z]+=["']/i);
      }
    },
  );

  it('issues session cookies that scripts cannot read, with SameSite (and Secure in production)', async () => {
    const u = await t.createUser();
    const formToken = issueFormToken(formSecretFor(t.deps.env), 'signIn', Date.now() - 60_000);
    const res = await t.request('/api/session/sign-in', {
      json: { email: u.email, password: TEST_PASSWORD, formToken, website: '' },
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      if (production) {
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/^__Secure-/);
      }
    }
  });
});

describe('production', () => {
  it('hides the development mail outbox', async () => {
    expect((await prod.request('/api/dev/outbox')).status).toBe(404);
  });
});
