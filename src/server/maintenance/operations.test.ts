import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildDeps } from '../bootstrap';
import { loggedPath } from '../http/access-log';
import { createTestContext, TEST_ORIGIN } from '../test/test-app';
import { cleanupExpired } from './cleanup';
import { analyzeChanged } from './statistics';

const t = await createTestContext();

/** The same app on the same database, logging into an array. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const handle = { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} };
  const app = createApp(buildDeps({ env: t.deps.env, logger, handle, mailer: t.deps.mailer }));
  return { app, requests: () => lines.filter((l) => l.msg === 'request') };
}

describe('access log and request id', () => {
  it('writes one line per request with an id that is sent back, and no query string', async () => {
    const { app, requests } = appWithLog();
    const res = await app.request(`${TEST_ORIGIN}/api/health?token=SECRET-TOKEN-123&email=a@b.c`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ reqId: id, method: 'GET', path: '/api/health', status: 200 });
    expect(JSON.stringify(requests())).not.toContain('SECRET-TOKEN');
  });

  it("keeps a proxy's sane request id and replaces an insane one", async () => {
    const { app } = appWithLog();
    const kept = await app.request(`${TEST_ORIGIN}/api/health`, {
      headers: { 'x-request-id': 'edge-4f2a9c1b' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-4f2a9c1b');
    const hostile = await app.request(`${TEST_ORIGIN}/api/health`, {
      headers: { 'x-request-id': '"><script>alert(1)</script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs error answers too, and no token in a path', async () => {
    const { app, requests } = appWithLog();
    await app.request(`${TEST_ORIGIN}/api/auth/reset-password/Xy7pQ2rT9vLm3NbC8dKe4FgH?callbackURL=/x`);
    await app.request(`${TEST_ORIGIN}/api/nope`);
    const paths = requests().map((r) => r.path);
    expect(paths).toEqual(['/api/auth/reset-password/:token', '/api/nope']);
    expect(requests()[1].status).toBe(404);
  });

  it('leaves slugs and ids readable', () => {
    expect(loggedPath('/provider/dr-jane-smith-md-miami-fl-12')).toBe(
      '/provider/dr-jane-smith-md-miami-fl-12',
    );
    expect(loggedPath('/api/claims/3f1c9a2e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).toBe(
      '/api/claims/3f1c9a2e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
    );
  });
});

describe('GET /api/health/ready', () => {
  it('is ready while the database answers', async () => {
    const res = await t.request('/api/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = {
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as typeof t.deps.db,
      kind: t.deps.dbKind,
      close: async () => {},
    };
    const app = createApp(
      buildDeps({ env: t.deps.env, logger: t.deps.logger, handle: broken, mailer: t.deps.mailer }),
    );
    const res = await app.request(`${TEST_ORIGIN}/api/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('cleanupExpired', () => {
  it('removes what has run out and keeps what is live', async () => {
    const u = await t.createUser();
    await t.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${u.id}`,
    );
    const live = await t.createUser();
    await t.db.execute(sql`insert into verification (id, identifier, value, expires_at) values
      ('v-old', 'reset-password:old', ${u.id}, now() - interval '1 hour'),
      ('v-new', 'reset-password:new', ${u.id}, now() + interval '1 hour')`);
    await t.db.execute(sql`insert into rate_limits (key, count, reset_at) values
      ('test:old', 3, now() - interval '1 second'), ('test:new', 3, now() + interval '1 hour')`);
    await t.db.execute(sql`insert into security_events (event_type, event_data, created_at) values
      ('test_old', '{}', now() - interval '200 days'), ('test_new', '{}', now() - interval '10 days')`);

    const counts = await cleanupExpired(t.deps);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);

    const rows = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows;
    expect(await rows(sql`select 1 from session where user_id = ${u.id}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from session where user_id = ${live.id}`)).toHaveLength(1);
    expect(
      (await rows(sql`select id from verification where id in ('v-old','v-new')`)).map((r) => r.id),
    ).toEqual(['v-new']);
    expect((await rows(sql`select key from rate_limits where key like 'test:%'`)).map((r) => r.key)).toEqual([
      'test:new',
    ]);
    expect(
      (await rows(sql`select event_type from security_events where event_type like 'test_%'`)).map(
        (r) => r.event_type,
      ),
    ).toEqual(['test_new']);
  });
});

// Only PGlite needs it (PostgreSQL's autovacuum does the same), and only there are the counts it reads exact at once:
// on PostgreSQL the rows may have been written by another pooled connection, whose counts arrive later.
describe.skipIf(t.deps.dbKind !== 'pglite')('analyzeChanged', () => {
  it("gathers the planner's statistics of the tables that changed, and only of those", async () => {
    await t.db.execute(sql`insert into rate_limits (key, count, reset_at)
      select 'stats:' || n, 1, now() + interval '1 hour' from generate_series(1, 400) n`);
    const reltuples = async () =>
      Number(
        (
          (await t.db.execute(sql`select reltuples from pg_class where oid = 'rate_limits'::regclass`))
            .rows[0] as {
            reltuples: number;
          }
        ).reltuples,
      );
    expect(await analyzeChanged(t.deps)).toContain('rate_limits');
    expect(await reltuples()).toBeGreaterThanOrEqual(400);
    expect(await analyzeChanged(t.deps)).toEqual([]);
    await t.db.execute(sql`delete from rate_limits where key like 'stats:%'`);
    expect(await analyzeChanged(t.deps)).toContain('rate_limits');
    expect(await reltuples()).toBeLessThan(400);
  });
});
