import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, user } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import {
  cookieFrom,
  errorOf,
  followLink,
  fromAddress,
  lastMailTo,
  signIn,
  signUp,
  signUpBody,
  STRONG_PASSWORD,
} from './auth-test-kit';

const t = await createTestContext({ TRUST_PROXY: 'true' });
let caseNo = 0;

describe('POST /api/session/sign-up', () => {
  it('creates an unverified patient, mails a verification link that signs in and lands on /dashboard', async () => {
    const body = signUpBody(t, { email: '  Mary.Major@Example.COM ', firstName: 'Mary', lastName: "O'Neil" });
    const res = await signUp(t, body, fromAddress(1));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      status: 'verification_sent',
      message: 'Please check your email (including spam folder) to verify your account before signing in.',
    });
    expect(res.headers.getSetCookie()).toEqual([]);

    const row = await t.db.query.user.findFirst({ where: eq(user.email, 'mary.major@example.com') });
    expect(row).toMatchObject({
      emailVerified: false,
      emailConfirmedAt: null,
      userType: 'patient',
      firstName: 'Mary',
      lastName: "O'Neil",
      username: body.username,
      name: "Mary O'Neil",
    });

    // Unverified: sign-in refused with SPEC's message.
    const early = await signIn(
      t,
      { email: 'mary.major@example.com', password: STRONG_PASSWORD },
      fromAddress(1),
    );
    expect(early.status).toBe(403);
    expect((await errorOf(early))?.message).toBe(
      'Please verify your email before signing in. Check your inbox and spam folder.',
    );

    const { mail, link } = lastMailTo(t, 'mary.major@example.com');
    expect(mail?.subject).toBe('Verify your TruSelf email address');
    expect(link).toContain('/api/auth/verify-email?token=');
    const landed = await followLink(t, link!);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const cookie = cookieFrom(landed);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user).toMatchObject({
      email: 'mary.major@example.com',
      emailVerified: true,
      userType: 'patient',
    });

    const verified = await t.db.query.user.findFirst({ where: eq(user.id, row!.id) });
    expect(verified?.emailConfirmedAt).toBeInstanceOf(Date);
    const welcome = await t.db.select().from(notifications).where(eq(notifications.userId, row!.id));
    expect(welcome).toHaveLength(1);
    expect(welcome[0].title).toBe('Welcome to TruSelf');

    const later = await signIn(
      t,
      { email: 'mary.major@example.com', password: STRONG_PASSWORD },
      fromAddress(1),
    );
    expect(later.status).toBe(200);
    expect(cookieFrom(later)).toContain('better-auth.session_token=');
  });

  it('answers an existing email exactly like a new one, creates nothing and tells the owner by mail', async () => {
    const first = signUpBody(t);
    expect((await signUp(t, first, fromAddress(2))).status).toBe(201);
    const again = await signUp(t, signUpBody(t, { email: first.email }), fromAddress(3));
    const fresh = await signUp(t, signUpBody(t), fromAddress(4));
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(await t.db.$count(user, eq(user.email, first.email))).toBe(1);
    expect(lastMailTo(t, first.email).mail?.subject).toBe(
      'Someone tried to create a TruSelf account with your email',
    );
  });

  it("answers 'All required fields must be filled.' when a field is missing, with each field's message", async () => {
    const res = await signUp(t, signUpBody(t, { username: '', lastName: '   ' }), fromAddress(5));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error?.message).toBe('All required fields must be filled.');
    expect(error?.fields).toMatchObject({
      username: 'Username is required',
      lastName: 'Last name is required',
    });
  });

  it.each([
    ['email', 'jane@mailinator.com', 'Please use a valid email address'],
    ['email', '12345@example.com', 'Please use a valid email address'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['password', 'Short-1!', 'Password must be at least 12 characters long'],
    ['password', 'Password123!x', 'Password must not contain a common password such as password123'],
    [
      'password',
      'TruSelf-Demo-2026!',
      'This password is published in our documentation as a sample. Please choose your own.',
    ],
    ['username', 'admin', 'This username is reserved'],
    ['username', 'jane-doe', 'Username can only contain letters, numbers and underscores'],
    ['firstName', 'J4ne', 'First name can only contain letters, spaces, hyphens and apostrophes'],
    ['lastName', 'D'.repeat(50), 'Last name must be less than 50 characters'],
  ])('refuses %s %j with %j', async (field, value, message) => {
    const res = await signUp(t, signUpBody(t, { [field]: value }), fromAddress(`100.${++caseNo}`));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error?.message).toBe(message);
    expect(error?.fields?.[field]).toBe(message);
  });

  it('refuses a username someone already has, whatever its case', async () => {
    const first = signUpBody(t, { username: 'Unique_Name' });
    expect((await signUp(t, first, fromAddress(7))).status).toBe(201);
    const res = await signUp(t, signUpBody(t, { username: 'unique_name' }), fromAddress(8));
    expect(res.status).toBe(409);
    expect((await errorOf(res))?.fields?.username).toBe(
      'That username is already taken. Please choose another.',
    );
  });

  it("allows 3 sign-ups per hour per address, then 'Too many sign-up attempts. Please try again later.'", async () => {
    for (let i = 0; i < 3; i++) expect((await signUp(t, signUpBody(t), fromAddress(9))).status).toBe(201);
    const limited = await signUp(t, signUpBody(t), fromAddress(9));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited))?.message).toBe('Too many sign-up attempts. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await signUp(t, signUpBody(t), fromAddress(10))).status).toBe(201);
  });

  it('closes the library’s raw sign-up and sign-in endpoints so the checks cannot be skipped', async () => {
    const raw = await t.request('/api/auth/sign-up/email', {
      json: { email: 'raw@example.com', password: STRONG_PASSWORD, name: 'Raw' },
    });
    expect(raw.status).toBe(404);
    const rawSignIn = await t.request('/api/auth/sign-in/email', {
      json: { email: 'raw@example.com', password: STRONG_PASSWORD },
    });
    expect(rawSignIn.status).toBe(404);
    expect(await t.db.$count(user, eq(user.email, 'raw@example.com'))).toBe(0);
  });
});

describe('sign-up after a crash between the user row and its password', () => {
  it('replaces a half-made account so the address can sign up and verify again', async () => {
    const email = 'half.made@example.com';
    const [orphan] = await t.db
      .insert(user)
      .values({
        id: 'orphan-user-id',
        name: 'Half Made',
        email,
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    expect(orphan.id).toBe('orphan-user-id');

    const res = await signUp(t, signUpBody(t, { email }), fromAddress(250));
    expect(res.status).toBe(201);
    const row = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.id).not.toBe('orphan-user-id');
    const { link } = lastMailTo(t, email);
    expect(link).toContain('/api/auth/verify-email?token=');
  });
});

describe('an account whose address was never confirmed', () => {
  it('expires after 7 days: the address can be signed up again, by whoever reads it', async () => {
    const email = 'pre.registered@example.com';
    const squatter = signUpBody(t, { email, password: 'Squatter-Pass-991!' });
    expect((await signUp(t, squatter, fromAddress(260))).status).toBe(201);
    const first = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    // Within the 7 days the address stays taken: the owner is told by mail instead.
    const early = t.mailFromNow();
    expect((await signUp(t, signUpBody(t, { email }), fromAddress(261))).status).toBe(201);
    expect(early().map((m) => m.subject)).toEqual([
      'Someone tried to create a TruSelf account with your email',
    ]);

    await t.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(user.id, first!.id));
    const later = t.mailFromNow();
    const res = await signUp(t, signUpBody(t, { email }), fromAddress(262));
    expect(res.status).toBe(201);
    const row = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.id).not.toBe(first!.id);
    expect(later().map((m) => m.subject)).toEqual(['Verify your TruSelf email address']);
    // The squatter's password is gone with their account.
    const squatterIn = await signIn(t, { email, password: 'Squatter-Pass-991!' }, fromAddress(263));
    expect(squatterIn.status).toBe(401);
  });
});
