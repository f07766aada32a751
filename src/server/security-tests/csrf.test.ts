import { describe, expect, it } from 'vitest';
import { JSON_ONLY_MESSAGE } from '../http/json-only';
import { TEST_ORIGIN } from '../test/test-app';
import { type Call, expectationFor } from './access-rules';
import { accessMatrix, send } from './matrix';
import { tableCounts } from './table-counts';
import { ACTORS, type Actor, createWorld } from './world';

const w = await createWorld();
const UPLOADS = new Set([
  'POST /api/profile/avatar',
  'POST /api/imports/providers/preview',
  'POST /api/imports/providers',
  'POST /api/imports/photos',
]);
// Audit trail and limiter counters are written on refusals by design; they are not state a request can change.
const BOOKKEEPING = ['security_events', 'rate_limits'];

// Opening a procedure guide while signed in records it in the reader's own "recently viewed" list (dashboard).
// It is the one GET with a write: idempotent, only ever about the caller, and SameSite cookies keep other sites
// from triggering it. Listed here so any other GET that writes still fails this test.
const READ_HISTORY = ['procedure_views'];

const changing = Object.keys(accessMatrix).filter((k) => !k.startsWith('GET '));
const reading = Object.keys(accessMatrix).filter((k) => k.startsWith('GET '));

/** The actor the route is meant for, so a refusal can only come from the check under test. */
function allowedActor(key: string): Actor {
  const rule = accessMatrix[key];
  return ACTORS.find((a) => a !== 'guest' && expectationFor(rule, a) === 'ok') ?? 'guest';
}

async function prepared(keys: string[]) {
  const calls: { key: string; actor: Actor; call: Call }[] = [];
  for (const key of keys) {
    const actor = allowedActor(key);
    calls.push({ key, actor, call: await accessMatrix[key].call(w, actor) });
  }
  return calls;
}

function rawRequest(call: Call, cookie: string | undefined, headers: Record<string, string>) {
  const body = call.body ?? (call.json !== undefined ? JSON.stringify(call.json) : undefined);
  return w.t.app.request(`${TEST_ORIGIN}${call.path}`, {
    method: call.method ?? 'POST',
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body,
  });
}

describe('CSRF: Origin', () => {
  it('refuses every state-changing route, ours and the auth library’s, without a same-site Origin', async () => {
    expect(changing.length).toBeGreaterThan(40);
    const calls = await prepared(changing);
    const before = await tableCounts(w.t.db, BOOKKEEPING);
    const wrong: string[] = [];
    for (const { key, actor, call } of calls) {
      const cookie = 'cookie' in call ? call.cookie : w.cookieOf(actor);
      for (const origin of [
        undefined,
        'https://evil.example',
        'null',
        'http://localhost:3000.evil.example',
      ]) {
        const res = await rawRequest(call, cookie, origin ? { origin } : {});
        const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        if (res.status !== 403 || body?.error?.code !== 'bad_origin')
          wrong.push(`${key} origin=${origin}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(w.t.db, BOOKKEEPING)).toEqual(before);
  });

  it('refuses the auth library’s closed endpoints by Origin before anything else', async () => {
    for (const path of ['/api/auth/sign-out', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await rawRequest({ path, json: {} }, w.cookieOf('userA'), {
        origin: 'https://evil.example',
      });
      expect(res.status, path).toBe(403);
    }
  });
});

describe('CSRF: simple content types', () => {
  it('refuses text/plain, urlencoded and (outside uploads) multipart bodies on state-changing routes', async () => {
    const calls = await prepared(changing);
    const before = await tableCounts(w.t.db, BOOKKEEPING);
    const wrong: string[] = [];
    for (const { key, actor, call } of calls) {
      const cookie = 'cookie' in call ? call.cookie : w.cookieOf(actor);
      const json = JSON.stringify(call.json ?? {});
      const form = new FormData();
      form.set('payload', json);
      const attempts: [string, BodyInit, Record<string, string>][] = [
        ['text/plain', json, { 'content-type': 'text/plain' }],
        ['urlencoded', new URLSearchParams({ payload: json }), {}],
      ];
      if (!UPLOADS.has(key)) attempts.push(['multipart', form, {}]);
      for (const [label, body, headers] of attempts) {
        const res = await rawRequest({ ...call, json: undefined, body }, cookie, {
          origin: TEST_ORIGIN,
          ...headers,
        });
        const text = await res.text();
        if (res.status !== 415 || !text.includes(JSON_ONLY_MESSAGE))
          wrong.push(`${key} ${label}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(w.t.db, BOOKKEEPING)).toEqual(before);
  });

  it('still accepts a state-changing call with no body at all', async () => {
    const res = await send(w, 'userA', { path: '/api/notifications/read-all', method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('GET never changes state', () => {
  it('leaves every table’s row count as it was, for every actor', async () => {
    const calls: { key: string; actor: Actor; call: Call }[] = [];
    for (const key of reading) {
      for (const actor of ACTORS) calls.push({ key, actor, call: await accessMatrix[key].call(w, actor) });
    }
    const before = await tableCounts(w.t.db, [...BOOKKEEPING, ...READ_HISTORY]);
    for (const { actor, call } of calls) await send(w, actor, call);
    expect(await tableCounts(w.t.db, [...BOOKKEEPING, ...READ_HISTORY])).toEqual(before);
  });
});
