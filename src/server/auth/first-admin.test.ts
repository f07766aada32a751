import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed';
import { createTestContext } from '../test/test-app';
import { createAdmin, FirstAdminError, hasAdmin } from './first-admin';

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

const t = await createTestContext();

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
    expect(result).toEqual({ created: true, linkSent: false });
    const cookie = await t.signIn('ops@truself.com', 'Correct-Horse-42!x');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user.isAdmin).toBe(true);
  });

  it('without a password: the owner is mailed a set-password link and no password is known', async () => {
    const mail = t.mailFromNow();
    const result = await createAdmin(t.deps, { email: 'chief@truself.com' });
    expect(result).toEqual({ created: true, linkSent: true });
    const mails = mail();
    expect(mails.map((m) => m.to)).toEqual(['chief@truself.com']);
    expect(mails[0].text).toContain('/reset-password');
  });

  it('in production with no mail configured, asks for --password-stdin instead of printing a link', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      AUTH_SECRET: 'first-admin-test-secret-2e8b4d6f0a9c1357',
    });
    await expect(createAdmin(prod.deps, { email: 'chief@truself.com' })).rejects.toThrow(/--password-stdin/);
  });
});
