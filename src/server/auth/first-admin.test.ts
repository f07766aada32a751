import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed';
import { session, user } from '../db/schema';
import { fromAddress, signIn, signUp, signUpBody } from '../routes/auth/auth-test-kit';
import { createTestContext, TEST_PASSWORD } from '../test/test-app';
import { createAdmin, FirstAdminError, hasAdmin, noAdminHint } from './first-admin';

const count = async (
  t: { db: { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> } },
  table: string,
) => ((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;

describe('a production start on an empty database', () => {
  it('has the catalogue and no account, no sample provider, no admin', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      AUTH_SECRET: 'first-admin-test-secret-7f3a9c1e5b2d8046',
      SEED_PROVIDERS: '50',
    });
    expect(await seedIfEmpty(prod.deps, { providers: 50 })).toBe('empty');
    expect(await count(prod, 'procedures')).toBeGreaterThan(30);
    expect(await count(prod, '"user"')).toBe(0);
    expect(await count(prod, 'providers')).toBe(0);
    expect(await hasAdmin(prod.deps)).toBe(false);
    const signIn = await prod.deps.auth.api.signInEmail({
      body: { email: 'admin@truself.com', password: 'TruSelf-Admin-2026!' },
      asResponse: true,
    });
    expect(signIn.status).toBe(401);
    expect(await seedIfEmpty(prod.deps, { providers: 50 })).toBe('existing');
  });
});

describe('a development start on an empty database', () => {
  it('gets the sample directory and the documented sample accounts', async () => {
    const dev = await createTestContext();
    expect(await seedIfEmpty(dev.deps, { providers: 20 })).toBe('sample');
    expect(await count(dev, 'providers')).toBe(20);
    expect(await hasAdmin(dev.deps)).toBe(true);
  });
});

const t = await createTestContext({ TRUST_PROXY: 'true' });

describe('npm run create-admin', () => {
  it('refuses an address outside ADMIN_EMAIL_DOMAIN, naming the domain', async () => {
    await expect(
      createAdmin(t.deps, { email: 'boss@gmail.com', password: 'Correct-Horse-42!x' }),
    ).rejects.toThrow('Admins have an address at truself.com (ADMIN_EMAIL_DOMAIN); boss@gmail.com is not.');
  });

  it('refuses a weak password with the sign-up rule’s message', async () => {
    await expect(createAdmin(t.deps, { email: 'ops@truself.com', password: 'short' })).rejects.toThrow(
      FirstAdminError,
    );
  });

  it('with a password: the admin signs in and is an admin', async () => {
    const result = await createAdmin(t.deps, { email: 'Ops@TruSelf.com', password: 'Correct-Horse-42!x' });
    expect(result).toEqual({ created: true, replacedUnverified: false, linkSent: false });
    const cookie = await t.signIn('ops@truself.com', 'Correct-Horse-42!x');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user.isAdmin).toBe(true);
  });

  it('without a password: the owner is mailed a set-password link and no password is known', async () => {
    const mail = t.mailFromNow();
    const result = await createAdmin(t.deps, { email: 'chief@truself.com' });
    expect(result).toEqual({ created: true, replacedUnverified: false, linkSent: true });
    await t.deliverMail();
    const mails = mail();
    expect(mails.map((m) => m.to)).toEqual(['chief@truself.com']);
    expect(mails[0].text).toContain('/reset-password');
  });

  it('refuses the sample passwords published in the README', async () => {
    for (const password of ['TruSelf-Admin-2026!', 'TruSelf-Demo-2026!']) {
      await expect(createAdmin(t.deps, { email: 'ops2@truself.com', password })).rejects.toThrow(
        'This password is published in our documentation as a sample. Please choose your own.',
      );
    }
  });

  it('in production with no mail configured, asks for --password-stdin instead of printing a link', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      AUTH_SECRET: 'first-admin-test-secret-2e8b4d6f0a9c1357',
    });
    await expect(createAdmin(prod.deps, { email: 'chief@truself.com' })).rejects.toThrow(/--password-stdin/);
  });
});

describe('create-admin at an address someone else signed up first', () => {
  const ATTACKER_PASSWORD = 'Attacker-Chose-This-77!';
  const attackerSignsUp = async (email: string) => {
    const res = await signUp(t, signUpBody(t, { email, password: ATTACKER_PASSWORD }), fromAddress(70));
    expect(res.status).toBe(201);
    const row = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.emailVerified).toBe(false);
    return row!.id;
  };

  it('replaces the unconfirmed account: its password no longer signs in, and the owner sets one through the link', async () => {
    const email = 'boss@truself.com';
    const attackerId = await attackerSignsUp(email);
    const before = await signIn(t, { email, password: ATTACKER_PASSWORD }, fromAddress(71));
    expect(before.status).toBe(403);

    const mail = t.mailFromNow();
    const result = await createAdmin(t.deps, { email });
    expect(result).toEqual({ created: true, replacedUnverified: true, linkSent: true });

    // The attacker's password is gone with their account: the same wrong-password answer as any guess.
    const after = await signIn(t, { email, password: ATTACKER_PASSWORD }, fromAddress(72));
    expect(after.status).toBe(401);
    const row = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    expect(row?.id).not.toBe(attackerId);
    expect(await t.db.$count(session, eq(session.userId, row!.id))).toBe(0);

    await t.deliverMail();
    const link = mail()
      .find((m) => m.to === email)
      ?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');
    const token = new URL(link!).pathname.split('/').pop()!;
    const reset = await t.request('/api/session/reset-password', {
      json: { token, password: 'Owner-Picked-This-31!' },
      headers: fromAddress(73),
    });
    expect(reset.status).toBe(200);
    const cookie = await t.signIn(email, 'Owner-Picked-This-31!');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user.isAdmin).toBe(true);
  });

  it('with --password-stdin, also replaces the unconfirmed account rather than setting its password', async () => {
    const email = 'deputy@truself.com';
    const attackerId = await attackerSignsUp(email);
    const result = await createAdmin(t.deps, { email, password: 'Deputy-Owner-Pass-52!' });
    expect(result).toEqual({ created: true, replacedUnverified: true, linkSent: false });
    const row = await t.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.id).not.toBe(attackerId);
    expect((await signIn(t, { email, password: ATTACKER_PASSWORD }, fromAddress(74))).status).toBe(401);
    expect((await signIn(t, { email, password: 'Deputy-Owner-Pass-52!' }, fromAddress(75))).status).toBe(200);
  });

  it('promotes an account whose address was confirmed, keeping its password', async () => {
    const owner = await t.createUser({ email: 'lead@truself.com' });
    const result = await createAdmin(t.deps, { email: 'lead@truself.com' });
    expect(result).toEqual({ created: false, replacedUnverified: false, linkSent: true });
    const row = await t.db.query.user.findFirst({ where: eq(user.email, 'lead@truself.com') });
    expect(row).toMatchObject({ id: owner.id, role: 'admin' });
    expect(
      (await signIn(t, { email: 'lead@truself.com', password: TEST_PASSWORD }, fromAddress(76))).status,
    ).toBe(200);
  });
});

describe('the start log line of an install with no admin', () => {
  it('gives the command as it works on this database and mail', () => {
    expect(noAdminHint({ dbKind: 'postgres', domain: 'truself.com', mail: true })).toBe(
      'no admin account yet: create one with "npm run create-admin -- --email you@truself.com"',
    );
    const embedded = noAdminHint({ dbKind: 'pglite', domain: 'example.org', mail: false });
    expect(embedded).toContain('"npm run create-admin -- --email you@example.org --password-stdin"');
    expect(embedded).toContain('no SMTP_URL, so pipe the password in');
    expect(embedded).toContain('stop the server first');
  });
});
