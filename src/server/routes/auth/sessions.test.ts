import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents, session } from '../../db/schema';
import { createTestContext, type RequestOptions, TEST_PASSWORD } from '../../test/test-app';
import {
  cookieFrom,
  errorOf,
  followLink,
  fromAddress,
  lastMailTo,
  signIn,
  STRONG_PASSWORD,
} from './auth-test-kit';

const t = await createTestContext({ TRUST_PROXY: 'true' });
// Served straight to clients (no TRUST_PROXY), as a developer runs it.
const direct = await createTestContext();

const me = async (cookie: string) => (await (await t.request('/api/me', { cookie })).json()).user;

describe('POST /api/session/sign-out-everywhere', () => {
  it('ends every session of the user (a second browser too) and clears this browser’s cookie', async () => {
    const u = await t.createUser();
    const second = await t.signIn(u.email);
    expect(await me(second)).not.toBeNull();
    const res = await t.request('/api/session/sign-out-everywhere', { json: {}, cookie: u.cookie! });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);
    expect(await me(u.cookie!)).toBeNull();
    expect(await me(second)).toBeNull();
    expect(await t.db.$count(session, eq(session.userId, u.id))).toBe(0);
  });

  it('answers a guest with success, so a stale browser can always sign out', async () => {
    const res = await t.request('/api/session/sign-out-everywhere', { json: {} });
    expect(res.status).toBe(200);
  });
});

describe('GET /api/me with an invalid or expired session', () => {
  it('answers null and clears the stale cookie', async () => {
    const u = await t.createUser();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, u.id));
    const res = await t.request('/api/me', { cookie: u.cookie! });
    expect((await res.json()).user).toBeNull();
    expect(res.headers.getSetCookie().join('\n')).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);

    const forged = await t.request('/api/me', { cookie: 'better-auth.session_token=forged.value' });
    expect((await forged.json()).user).toBeNull();
    expect(forged.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);
  });

  it('logs a token refresh when an ageing session is renewed', async () => {
    const u = await t.createUser();
    // Pretend the session was issued 2 days ago (the library renews it after 1 day).
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) })
      .where(eq(session.userId, u.id));
    await t.request('/api/me', { cookie: u.cookie! });
    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, u.id));
    expect(rows.map((r) => r.eventType)).toContain('token_refreshed');
  });
});

describe('password reset', () => {
  it('answers known and unknown emails the same way, and mails only the account owner', async () => {
    const u = await t.createUser();
    const known = await t.request('/api/session/forgot-password', {
      json: { email: u.email },
      headers: fromAddress(1),
    });
    const unknown = await t.request('/api/session/forgot-password', {
      json: { email: 'nobody.here@example.com' },
      headers: fromAddress(1),
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(lastMailTo(t, u.email).mail?.subject).toBe('Reset your TruSelf password');
    expect(lastMailTo(t, 'nobody.here@example.com').mail).toBeUndefined();
  });

  it('follows the link to /reset-password, sets a new password under the same rules and ends every session', async () => {
    const u = await t.createUser();
    const other = await t.signIn(u.email);
    await t.request('/api/session/forgot-password', { json: { email: u.email }, headers: fromAddress(2) });
    const landed = await followLink(t, lastMailTo(t, u.email).link!);
    expect(landed.status).toBe(302);
    const target = new URL(landed.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    const weak = await t.request('/api/session/reset-password', {
      json: { token, password: 'aaaaBBBB1111!!' },
    });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak))?.message).toBe(
      'Password must not repeat a character more than 3 times in a row',
    );

    const res = await t.request('/api/session/reset-password', {
      json: { token, password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await me(u.cookie!)).toBeNull();
    expect(await me(other)).toBeNull();
    expect((await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(3))).status).toBe(401);
    expect((await signIn(t, { email: u.email, password: STRONG_PASSWORD }, fromAddress(3))).status).toBe(200);

    const reused = await t.request('/api/session/reset-password', {
      json: { token, password: 'Another-Strong-77!' },
    });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused))?.message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('kills every older reset link once one is used, and every link once the password is changed', async () => {
    const u = await t.createUser();
    const tokenOf = async () => {
      const landed = await followLink(t, lastMailTo(t, u.email).link!);
      return new URL(landed.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    };
    await t.request('/api/session/forgot-password', { json: { email: u.email }, headers: fromAddress(20) });
    const older = await tokenOf();
    await t.request('/api/session/forgot-password', { json: { email: u.email }, headers: fromAddress(20) });
    const newer = await tokenOf();
    expect(newer).not.toBe(older);
    const used = await t.request('/api/session/reset-password', {
      json: { token: newer, password: STRONG_PASSWORD },
    });
    expect(used.status).toBe(200);
    const stale = await t.request('/api/session/reset-password', {
      json: { token: older, password: 'Another-Strong-77!' },
    });
    expect(stale.status).toBe(400);
    expect((await errorOf(stale))?.message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );

    // A link mailed before the owner changed the password in their profile is dead too.
    await t.request('/api/session/forgot-password', { json: { email: u.email }, headers: fromAddress(21) });
    const beforeChange = await tokenOf();
    const cookie = await t.signIn(u.email, STRONG_PASSWORD);
    const changed = await t.request('/api/profile/password', {
      json: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Third-Strong-Pass-88!',
        confirmPassword: 'Third-Strong-Pass-88!',
      },
      cookie,
    });
    expect(changed.status).toBe(200);
    const afterChange = await t.request('/api/session/reset-password', {
      json: { token: beforeChange, password: 'Fourth-Strong-99!x' },
    });
    expect(afterChange.status).toBe(400);
  });

  it('sends a broken reset link to /reset-password with an error', async () => {
    const res = await t.request('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/reset-password?error=INVALID_TOKEN');
  });

  it('allows 10 requests per 15 minutes per address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/session/forgot-password', {
        json: { email: `someone${i}@example.com` },
        headers: fromAddress(4),
      });
      expect(res.status).toBe(200);
    }
    const limited = await t.request('/api/session/forgot-password', {
      json: { email: 'someone@example.com' },
      headers: fromAddress(4),
    });
    expect(limited.status).toBe(429);
  });
});

describe('POST /api/session/resend-verification', () => {
  it('sends a new link to an unverified account and answers unknown addresses the same way', async () => {
    const u = await t.createUser({ verified: false });
    const known = await t.request('/api/session/resend-verification', {
      json: { email: u.email },
      headers: fromAddress(5),
    });
    const unknown = await t.request('/api/session/resend-verification', {
      json: { email: 'ghost@example.com' },
      headers: fromAddress(5),
    });
    expect(await known.json()).toEqual(await unknown.json());
    const { mail, link } = lastMailTo(t, u.email);
    expect(mail?.subject).toBe('Verify your TruSelf email address');
    const landed = await followLink(t, link!);
    expect(landed.headers.get('location')).toBe('/dashboard');
    expect((await me(cookieFrom(landed))).emailVerified).toBe(true);
  });
});

describe('security events', () => {
  it('records auth events with severity and never a password, token, cookie or reset link', async () => {
    const marker = 'Planted-Marker-Pass-93!';
    const u = await t.createUser();
    await signIn(t, { email: u.email, password: marker }, fromAddress(6)); // failure
    await t.request('/api/session/forgot-password', { json: { email: u.email }, headers: fromAddress(6) });
    const link = lastMailTo(t, u.email).link!;
    const token = new URL((await followLink(t, link)).headers.get('location')!, 'http://x').searchParams.get(
      'token',
    )!;
    await t.request('/api/session/reset-password', {
      json: { token, password: marker },
      headers: { ...fromAddress(6), referer: `http://localhost:3000/reset-password?token=${token}` },
    });
    const signedIn = await signIn(t, { email: u.email, password: marker }, fromAddress(6));
    const cookie = cookieFrom(signedIn);
    await t.request('/api/session/sign-out-everywhere', { json: {}, cookie });

    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, u.id));
    const types = rows.map((r) => r.eventType);
    for (const type of ['signed_in', 'password_reset_requested', 'password_reset_completed', 'signed_out']) {
      expect(types).toContain(type);
    }
    const failures = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'sign_in_failed'));
    expect(failures.length).toBeGreaterThan(0);
    for (const row of [...rows, ...failures]) {
      expect(['low', 'medium', 'high']).toContain(row.eventData.severity);
      expect(row.ipAddress).toBeNull();
      expect(row.eventData).toHaveProperty('timestamp');
    }

    const everything = await t.db.execute(sql`select * from security_events`);
    const dump = JSON.stringify(everything.rows);
    expect(dump).not.toContain(marker);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(link);
    expect(dump).not.toContain(cookie.split('=')[1]);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists sent mail with its links in development, to this machine only', async () => {
    await direct.createUser({ verified: false });
    const body = await (await direct.request('/api/dev/outbox', { remoteAddress: '127.0.0.1' })).json();
    expect(body.mode).toBe('outbox');
    expect(body.messages[0].links[0]).toContain('/api/auth/verify-email');
  });

  it.each<[string, RequestOptions]>([
    ['another machine', { remoteAddress: '192.168.1.23' }],
    ['an IPv6 neighbour', { remoteAddress: 'fe80::1' }],
    [
      'a reverse proxy on this machine',
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ],
    ['no socket at all', {}],
    ...['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via'].map(
      (header): [string, RequestOptions] => [
        `a proxy on this machine that adds only ${header}`,
        {
          remoteAddress: '127.0.0.1',
          headers: { [header]: header === 'via' ? '1.1 proxy' : 'truself.example' },
        },
      ],
    ),
    [
      'a proxy on this machine that keeps the public Host and adds no header',
      { remoteAddress: '127.0.0.1', headers: { host: 'truself.example' } },
    ],
  ])('answers 404 to %s, where reset links would leak', async (_who, options) => {
    await direct.createUser({ verified: false });
    const res = await direct.request('/api/dev/outbox', options);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('verify-email');
  });

  it('answers 404 behind a reverse proxy (TRUST_PROXY), even from loopback', async () => {
    await t.createUser({ verified: false });
    expect((await t.request('/api/dev/outbox', { remoteAddress: '127.0.0.1' })).status).toBe(404);
  });

  it('answers 404 in production', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      AUTH_SECRET: 'outbox-test-secret-5d1f9b3e7a2c4068',
    });
    expect((await prod.request('/api/dev/outbox', { remoteAddress: '127.0.0.1' })).status).toBe(404);
  });
});
