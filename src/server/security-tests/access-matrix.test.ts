import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../test/setup';
import { expectationFor } from './access-rules';
import { accessMatrix, send } from './matrix';
import { listApiRoutes } from './route-inventory';
import { ACTORS, createWorld } from './world';

const w = await createWorld();
const routes = listApiRoutes();

describe('access matrix', () => {
  it('declares every API route the app serves, and nothing it does not', () => {
    const served = routes.map((r) => r.key).sort();
    const declared = Object.keys(accessMatrix).sort();
    expect(
      served.filter((k) => !declared.includes(k)),
      'routes missing from the access matrix',
    ).toEqual([]);
    expect(
      declared.filter((k) => !served.includes(k)),
      'matrix entries for routes that do not exist',
    ).toEqual([]);
    expect(served.length).toBeGreaterThan(80);
  });

  describe.each(routes.map((r) => r.key))('%s', (key) => {
    const rule = accessMatrix[key];
    it.skipIf(!rule)('answers each actor as declared', async () => {
      // A few handlers log expected refusals (e.g. a bad reset token) through the auth library.
      allowConsoleErrors();
      const seen: string[] = [];
      const wrong: string[] = [];
      for (const actor of ACTORS) {
        const expected = expectationFor(rule, actor);
        const res = await send(w, actor, await rule.call(w, actor));
        const ok = (res.status >= 200 && res.status < 300) || (rule.alsoOk ?? []).includes(res.status);
        seen.push(`${actor}=${res.status}`);
        if (expected === 'ok' ? !ok : res.status !== expected) {
          wrong.push(`${actor}: expected ${expected}, got ${res.status} ${(await res.text()).slice(0, 200)}`);
          continue;
        }
        if (res.status >= 400) {
          const body = await res.json();
          expect(body.error, `${actor} error shape`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
      }
      expect(wrong, seen.join(' ')).toEqual([]);
    });
  });

  const scoped = Object.entries(accessMatrix).filter(([, r]) => r.privateMarker);
  it.each(scoped.map(([k]) => k))("%s shows user A's rows to A and to nobody else", async (key) => {
    const rule = accessMatrix[key];
    const marker = await rule.privateMarker!(w);
    for (const actor of ['userA', 'userB', 'admin', 'unverified'] as const) {
      const res = await send(w, actor, await rule.call(w, actor));
      expect(res.status, actor).toBe(200);
      const text = await res.text();
      if (actor === 'userA') expect(text, 'A sees their own row').toContain(marker);
      else expect(text, `${actor} must not see A's row`).not.toContain(marker);
    }
  });

  it('keeps the auth library endpoints we do not use closed', async () => {
    for (const path of [
      'sign-up/email',
      'sign-in/email',
      'change-password',
      'update-user',
      'delete-user',
      'list-sessions',
    ]) {
      const res = await w.t.request(`/api/auth/${path}`, {
        method: 'POST',
        json: {},
        cookie: w.cookieOf('userA'),
      });
      expect(res.status, path).toBe(404);
    }
  });
});
