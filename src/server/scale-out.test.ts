// Two real app processes on one PostgreSQL database, requests alternated between them as a round-robin proxy
// would: rate limits, sessions and sign-out must hold across both. Needs TEST_DATABASE_URL (CI sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '@shared/constants';
import { call, formToken, sleep } from '../../scripts/lib/api-client';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/pg-scratch';
import { type ServerProcess, startServer } from '../../scripts/lib/server-process';
import { SIGN_IN_LIMITED } from './routes/auth/guards';
import { DEMO_PASSWORD } from './db/seed/accounts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('scale-out.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it.');
}

describe.skipIf(!serverUrl)('two app processes on one PostgreSQL', () => {
  let database: ScratchDatabase;
  const servers: ServerProcess[] = [];
  let signInToken = '';

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl as string, 'truself_scaleout');
    const base = 5200 + Math.floor(Math.random() * 700);
    const env = { TRUST_PROXY: 'true', SEED_PROVIDERS: '40' };
    // The first process migrates and seeds; the second joins the ready database.
    for (const port of [base, base + 1]) {
      const server = startServer({ port, databaseUrl: database.url, env });
      servers.push(server);
      await server.waitHealthy();
    }
    const token = await formToken(servers[0].baseUrl, 'signIn');
    await sleep(token.minFillMs + 100);
    signInToken = token.token;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await database?.drop();
  }, 60_000);

  let turn = 0;
  /** Round-robin: each call goes to the next process. */
  const next = () => servers[turn++ % servers.length];

  const signIn = (server: ServerProcess, email: string, password: string, ip: string) =>
    call(server.baseUrl, '/api/session/sign-in', { json: { email, password, formToken: signInToken }, ip });

  it('serves from both processes', async () => {
    const ports = new Set(servers.map((s) => new URL(s.baseUrl).port));
    expect(ports.size).toBe(2);
    for (const s of servers)
      expect((await call(s.baseUrl, '/api/health')).body).toMatchObject({ status: 'ok' });
  });

  it.each([
    0, 1,
  ])('refuses the 6th sign-in attempt whichever process gets it (starting on process %i)', async (first) => {
    turn = first;
    const email = `nobody.${first}.${Date.now()}@example.com`;
    const ip = `203.0.113.${10 + first}`;
    const statuses: number[] = [];
    const answeredBy: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const server = next();
      answeredBy.push(servers.indexOf(server));
      const res = await signIn(server, email, 'Wrong-Password-123!', ip);
      statuses.push(res.status);
      if (attempt === 6) expect(res.body).toMatchObject({ error: { message: SIGN_IN_LIMITED } });
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Both processes took part, and the one that did not answer the 6th refuses too.
    expect(new Set(answeredBy).size).toBe(2);
    const other = servers[(answeredBy[5] + 1) % 2];
    expect((await signIn(other, email, 'Wrong-Password-123!', ip)).status).toBe(429);
  });

  it('a session made on one process works on the other, and sign-out on one ends it on both', async () => {
    const [a, b] = servers;
    const signedIn = await signIn(a, DEMO_EMAIL, DEMO_PASSWORD, '203.0.113.50');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies.join('; ');
    expect(cookie).toContain('session_token');

    const onB = await call<{ user: { email: string } } | null>(b.baseUrl, '/api/auth/get-session', {
      cookie,
    });
    expect(onB.body?.user.email).toBe(DEMO_EMAIL);

    // A write through B is read back through A.
    expect((await call(b.baseUrl, '/api/favorites/1', { method: 'PUT', cookie })).status).toBe(200);
    const ids = await call<{ providerIds: number[] }>(a.baseUrl, '/api/favorites/ids', { cookie });
    expect(ids.body.providerIds).toContain(1);

    const out = await call(a.baseUrl, '/api/session/sign-out-everywhere', {
      method: 'POST',
      json: {},
      cookie,
    });
    expect(out.status).toBe(200);
    for (const server of servers) {
      expect((await call(server.baseUrl, '/api/auth/get-session', { cookie })).body).toBeNull();
      expect((await call(server.baseUrl, '/api/favorites/ids', { cookie })).status).toBe(401);
    }
  });
});
