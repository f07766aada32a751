import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../test/setup';
import { TEST_ORIGIN } from '../test/test-app';
import { type Call, expectationFor } from './access-rules';
import { hostileBody, hostileQuery, hostileSegment } from './hostile-input';
import { accessMatrix } from './matrix';
import { listApiRoutes } from './route-inventory';
import { ACTORS, type Actor, createWorld } from './world';

const w = await createWorld();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const UPLOADS = [
  '/api/profile/avatar',
  '/api/imports/providers/preview',
  '/api/imports/providers',
  '/api/imports/photos',
];

function allowedActor(key: string): Actor {
  return ACTORS.find((a) => a !== 'guest' && expectationFor(accessMatrix[key], a) === 'ok') ?? 'guest';
}

/** The call's path with its parameter segments (where the route template has ":name") replaced. */
function withSegments(template: string, path: string, segments: string[]) {
  const t = template.split('/');
  const p = path.split('?')[0].split('/');
  let i = 0;
  return p.map((part, n) => (t[n]?.startsWith(':') ? (segments[i++] ?? part) : part)).join('/');
}

async function raw(method: string, url: string, cookie: string | undefined, body?: string) {
  await w.t.db.execute(sql`delete from rate_limits`);
  return w.t.app.request(`${TEST_ORIGIN}${url}`, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      'user-agent': UA,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

// What the app logs as unhandled is kept, so a 5xx names its cause.
const unhandled = vi.spyOn(w.t.deps.logger, 'error');

/** No 5xx, and every refusal is `{ error: { code, message } }` with strings a person can read. */
async function expectWellFormed(res: Response, label: string) {
  const cause = res.status >= 500 ? ` (logged: ${JSON.stringify(unhandled.mock.lastCall?.[0])})` : '';
  expect(res.status, label + cause).toBeLessThan(500);
  if (res.status < 400) return void (await res.arrayBuffer());
  const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, label).toBe('string');
  expect(typeof body.error?.message, label).toBe('string');
  expect(String(body.error?.message).length, label).toBeGreaterThan(3);
}

const LIBRARY_NOISE = /\[Better Auth\]:.*Invalid JSON in request body/;
const routes = listApiRoutes().filter((r) => accessMatrix[r.key]);

describe('hostile input never breaks the server', () => {
  it.each(routes.map((r) => [r.key, r]))('%s', async (key, route) => {
    const actor = allowedActor(key);
    const call: Call = await accessMatrix[key].call(w, actor);
    const cookie = 'cookie' in call ? call.cookie : w.cookieOf(actor);
    const method = route.method === 'ALL' ? 'POST' : route.method;
    const params = (route.path.match(/\/:/g) ?? []).length;
    const queryKeys = [...new URLSearchParams(call.path.split('?')[1] ?? '').keys()];
    const takesBody = method !== 'GET' && !UPLOADS.includes(call.path.split('?')[0]);
    // The auth library prints "Invalid JSON in request body" to the console itself; nothing else may appear.
    if (key.startsWith('POST /api/auth/')) allowConsoleErrors();
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileSegment, { minLength: params, maxLength: params }),
        fc.boolean(),
        hostileQuery(queryKeys),
        takesBody ? hostileBody(call.json) : fc.constant(undefined),
        async (segments, fuzzPath, query, body) => {
          const path = fuzzPath ? withSegments(route.path, call.path, segments) : call.path.split('?')[0];
          const res = await raw(method, `${path}?${query}`, cookie, body);
          await expectWellFormed(res, `${method} ${path}?${query.slice(0, 80)} body=${body?.slice(0, 120)}`);
        },
      ),
      { numRuns: RUNS },
    );
    const printed = vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(' '));
    expect(printed.filter((line) => !LIBRARY_NOISE.test(line))).toEqual([]);
  });

  it('leaves Object.prototype untouched after all of it', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('body size caps', () => {
  const json = routes.filter((r) => r.method !== 'GET' && !UPLOADS.includes(r.path));
  it('answers 413 with the error shape to a JSON body over 1 MB on every JSON route', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(1024 * 1024 + 10) });
    const wrong: string[] = [];
    for (const route of json) {
      const actor = allowedActor(route.key);
      const call = await accessMatrix[route.key].call(w, actor);
      const cookie = 'cookie' in call ? call.cookie : w.cookieOf(actor);
      const res = await raw(route.method, call.path, cookie, big);
      const body = await res.json().catch(() => null);
      if (res.status !== 413 || body?.error?.code !== 'too_large') wrong.push(`${route.key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses uploads over their own limits with 413', async () => {
    const file = (mb: number, field: string) => {
      const form = new FormData();
      form.set(field, new File([new Uint8Array(mb * 1024 * 1024)], 'big.png', { type: 'image/png' }));
      return form;
    };
    const cases: [string, FormData, string | undefined][] = [
      ['/api/profile/avatar', file(3, 'avatar'), w.cookieOf('userA')],
      ['/api/imports/photos', file(6, 'file'), w.cookieOf('admin')],
      ['/api/imports/providers/preview', file(6, 'file'), w.cookieOf('admin')],
    ];
    for (const [path, body, cookie] of cases) {
      const res = await w.t.request(path, { method: 'POST', body, cookie });
      expect(res.status, path).toBe(413);
      expect((await res.json()).error.code, path).toBe('too_large');
    }
  });
});
