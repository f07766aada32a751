import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();

describe('GET /api/health', () => {
  it('reports status and which database is in use', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('refuses state-changing calls from a foreign or missing Origin', async () => {
    const foreign = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const missing = await t.app.request('http://localhost:3000/api/auth/sign-out', { method: 'POST' });
    expect(missing.status).toBe(403);
  });

  it('sends security headers on API responses', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('creates verified users whose session cookie works', async () => {
    const u = await t.createUser();
    expect(u.cookie).toContain('better-auth.session_token');
    const res = await t.request('/api/auth/get-session', { cookie: u.cookie! });
    const body = await res.json();
    expect(body.user.email).toBe(u.email);
  });
});
