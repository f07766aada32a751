import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { logSecurityEvent } from '../../security/events';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof t.createUser>>;
let patient: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  admin = await t.createUser({ email: 'ann@truself.com' });
  patient = await t.createUser({ email: 'pat.search@example.com', firstName: 'Patricia' });
  await t.db
    .insert(newsletterSubscribers)
    .values([
      { email: 'alice@example.com' },
      { email: '=cmd|calc!a1@example.com' },
      { email: 'bob_smith@example.com' },
    ]);
  await logSecurityEvent(t.deps, {
    type: 'sign_in_failed',
    severity: 'medium',
    data: { email: 'x@example.com' },
  });
  await logSecurityEvent(t.deps, { type: 'sign_in_failed', severity: 'low' });
  await logSecurityEvent(t.deps, { type: 'bot_blocked', severity: 'high', userId: patient.id });
});

const ADMIN_PATHS = [
  '/api/admin/subscribers',
  '/api/admin/subscribers.csv',
  '/api/admin/users',
  '/api/admin/security-events',
  '/api/admin/content-history',
];

const get = (path: string, cookie?: string | null) => t.request(path, { cookie: cookie ?? undefined });

describe('admin API access', () => {
  it.each(ADMIN_PATHS)('%s: guests 401, non-admins 403, admins 200', async (path) => {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, patient.cookie)).status).toBe(403);
    expect((await get(path, admin.cookie)).status).toBe(200);
  });
});

describe('subscribers', () => {
  it('searches by email, treating % and _ literally', async () => {
    const all = await (await get('/api/admin/subscribers', admin.cookie)).json();
    expect(all.total).toBe(3);
    const alice = await (await get('/api/admin/subscribers?q=ALICE', admin.cookie)).json();
    expect(alice.items.map((s: { email: string }) => s.email)).toEqual(['alice@example.com']);
    const underscore = await (await get('/api/admin/subscribers?q=_', admin.cookie)).json();
    expect(underscore.items.map((s: { email: string }) => s.email)).toEqual(['bob_smith@example.com']);
  });

  it('exports a CSV whose cells cannot run as formulas', async () => {
    const res = await get('/api/admin/subscribers.csv', admin.cookie);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="truself-newsletter-subscribers-/,
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.startsWith("'=cmd|calc!a1@example.com,"))).toBe(true);
    expect(lines.some((l) => l.startsWith('='))).toBe(false);
  });
});

describe('users', () => {
  it('lists and searches users, marking admins', async () => {
    const all = await (await get('/api/admin/users', admin.cookie)).json();
    const ann = all.items.find((u: { email: string }) => u.email === 'ann@truself.com');
    expect(ann.isAdmin).toBe(true);
    const found = await (await get('/api/admin/users?q=patricia', admin.cookie)).json();
    expect(found.items.map((u: { email: string }) => u.email)).toEqual(['pat.search@example.com']);
    expect(found.items[0].isAdmin).toBe(false);
  });
});

describe('security events', () => {
  it('filters by type, severity and date range', async () => {
    const byType = await (await get('/api/admin/security-events?type=sign_in_failed', admin.cookie)).json();
    expect(byType.total).toBe(2);
    expect(byType.types).toEqual(expect.arrayContaining(['bot_blocked', 'sign_in_failed']));
    const high = await (await get('/api/admin/security-events?severity=high', admin.cookie)).json();
    expect(high.items.map((e: { eventType: string }) => e.eventType)).toEqual(['bot_blocked']);
    expect(high.items[0]).toMatchObject({ severity: 'high', userEmail: 'pat.search@example.com' });
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await (
      await get(`/api/admin/security-events?from=${today}&to=${today}`, admin.cookie)
    ).json();
    expect(inRange.total).toBeGreaterThanOrEqual(3);
    const past = await (
      await get('/api/admin/security-events?from=2000-01-01&to=2000-01-02', admin.cookie)
    ).json();
    expect(past.total).toBe(0);
    const bad = await get('/api/admin/security-events?from=2025-02-01&to=2025-01-01', admin.cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('The start date must be on or before the end date.');
  });
});
