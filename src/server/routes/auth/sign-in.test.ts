import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { buildDeps } from '../../bootstrap';
import { issueFormToken, formSecretFor } from '../../security/anti-bot';
import { createTestContext, TEST_ORIGIN, TEST_PASSWORD } from '../../test/test-app';
import { agedFormToken, cookieFrom, errorOf, fromAddress, signIn, signUp, signUpBody } from './auth-test-kit';

const t = await createTestContext({ TRUST_PROXY: 'true' });

describe('POST /api/session/sign-in', () => {
  it('signs a verified user in and sets the session cookie the library issues (httpOnly)', async () => {
    const u = await t.createUser();
    const res = await signIn(t, { email: u.email.toUpperCase(), password: TEST_PASSWORD }, fromAddress(1));
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/better-auth\.session_token=[^;]+;.*HttpOnly/i);
    const me = await (await t.request('/api/me', { cookie: cookieFrom(res) })).json();
    expect(me.user.email).toBe(u.email);
  });

  it("refuses an unverified user with SPEC's message", async () => {
    const u = await t.createUser({ verified: false });
    const res = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(2));
    expect(res.status).toBe(403);
    expect((await errorOf(res))?.message).toBe(
      'Please verify your email before signing in. Check your inbox and spam folder.',
    );
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("says 'Email and password are required.' when either is missing", async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@example.com', password: '' }, {}]) {
      const res = await signIn(t, body as { email: string; password: string }, fromAddress(3));
      expect(res.status).toBe(400);
      expect((await errorOf(res))?.message).toBe('Email and password are required.');
    }
  });

  it('passes other library errors through as received (wrong password, unknown account alike)', async () => {
    const u = await t.createUser();
    const wrong = await signIn(t, { email: u.email, password: 'Not-The-Password-1!' }, fromAddress(4));
    const unknown = await signIn(
      t,
      { email: 'nobody@example.com', password: 'Whatever-Pass-1!' },
      fromAddress(4),
    );
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong))?.message).toBe('Invalid email or password');
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown))?.message).toBe('Invalid email or password');
  });

  it('allows 5 attempts per 15 minutes per address', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await signIn(t, { email: u.email, password: 'Wrong-Password-1!' }, fromAddress(5))).status,
      ).toBe(401);
    }
    const limited = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(5));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited))?.message).toBe('Too many sign-in attempts. Please try again later.');
  });

  it('cannot be turned into a lock-out: failures from many addresses never keep the owner out', async () => {
    const u = await t.createUser();
    // The owner has signed in from home before.
    expect((await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(60))).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      await signIn(t, { email: u.email, password: `Wrong-Password-${i}!` }, fromAddress(`61.${i}`));
    }
    const owner = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(60));
    expect(owner.status).toBe(200);
  });

  it('slows guesses at one account from new addresses with a growing delay (a minute at most), and tells the owner once', async () => {
    const u = await t.createUser();
    const mail = t.mailFromNow();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, { email: u.email, password: 'Wrong-Password-1!' }, fromAddress(`62.${i}`));
      expect(res.status).toBe(401);
    }
    const slowed = await signIn(t, { email: u.email, password: 'Wrong-Password-1!' }, fromAddress('62.9'));
    expect(slowed.status).toBe(429);
    expect((await errorOf(slowed))?.message).toBe('Too many sign-in attempts. Please try again later.');
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const warned = mail().filter((m) => m.to === u.email);
    expect(warned.map((m) => m.subject)).toEqual(['Several failed sign-ins to your TruSelf account']);
    expect(warned[0].text).toContain('/forgot-password');
    expect(warned[0].text).not.toContain('Wrong-Password');
  });

  it('keeps counting across a restart: a second app on the same database sees the same counters', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++)
      await signIn(t, { email: u.email, password: 'Wrong-Password-1!' }, fromAddress(7));
    // A new process: its own auth instance and app, only the database handle is shared.
    const handle = { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} };
    const restarted = createApp(
      buildDeps({ env: t.deps.env, logger: t.deps.logger, handle, mailer: t.deps.mailer }),
    );
    const res = await restarted.request(`${TEST_ORIGIN}/api/session/sign-in`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
        ...fromAddress(7),
      },
      body: JSON.stringify({
        email: u.email,
        password: TEST_PASSWORD,
        website: '',
        formToken: agedFormToken(t, 'signIn'),
      }),
    });
    expect(res.status).toBe(429);
  });
});

describe('anti-bot checks on the account forms', () => {
  it("refuses bot-like user agents with 'Access denied.'", async () => {
    for (const ua of ['curl/8.5.0', 'python-requests/2.31', 'Mozilla/5.0 (compatible; Googlebot/2.1)', '']) {
      const res = await signIn(
        t,
        { email: 'a@example.com', password: 'x' },
        { ...fromAddress(8), 'user-agent': ua },
      );
      expect(res.status).toBe(403);
      expect((await errorOf(res))?.message).toBe('Access denied.');
    }
  });

  it("refuses a filled honeypot with 'Access denied.'", async () => {
    const res = await signUp(t, signUpBody(t, { website: 'https://spam.example' }), fromAddress(9));
    expect(res.status).toBe(403);
    expect((await errorOf(res))?.message).toBe('Access denied.');
  });

  it("refuses sign-up sooner than 5 s and sign-in sooner than 3 s with 'Please take your time filling out the form.'", async () => {
    const secret = formSecretFor(t.deps.env);
    const upFast = await signUp(
      t,
      signUpBody(t, { formToken: issueFormToken(secret, 'signUp', Date.now() - 4_000) }),
      fromAddress(10),
    );
    expect(upFast.status).toBe(400);
    expect((await errorOf(upFast))?.message).toBe('Please take your time filling out the form.');
    const upOk = await signUp(
      t,
      signUpBody(t, { formToken: issueFormToken(secret, 'signUp', Date.now() - 5_100) }),
      fromAddress(10),
    );
    expect(upOk.status).toBe(201);

    const u = await t.createUser();
    const inFast = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(11), {
      formToken: issueFormToken(secret, 'signIn', Date.now() - 2_000),
    });
    expect((await errorOf(inFast))?.message).toBe('Please take your time filling out the form.');
    const inOk = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(11), {
      formToken: issueFormToken(secret, 'signIn', Date.now() - 3_100),
    });
    expect(inOk.status).toBe(200);
  });

  it("refuses a missing, forged or other form's token with 'Access denied.'", async () => {
    const aged = agedFormToken(t, 'signUp');
    const payload = aged.split('.').slice(0, 3).join('.');
    const forgedTime = aged.replace(/^signUp\.\d+/, `signUp.${Date.now() - 3_600_000}`);
    for (const formToken of [
      undefined,
      '',
      'nonsense',
      `${payload}.AAAA`,
      forgedTime,
      agedFormToken(t, 'signIn'),
    ]) {
      const res = await signUp(t, signUpBody(t, { formToken }), fromAddress(12));
      expect(res.status).toBe(403);
      expect((await errorOf(res))?.message).toBe('Access denied.');
    }
  });

  it('a fresh token from GET /api/forms/token is refused until the minimum time has passed', async () => {
    const { token, minFillMs } = await (await t.request('/api/forms/token?form=signUp')).json();
    expect(minFillMs).toBe(5000);
    const res = await signUp(t, signUpBody(t, { formToken: token }), fromAddress(13));
    expect((await errorOf(res))?.message).toBe('Please take your time filling out the form.');
  });
});
