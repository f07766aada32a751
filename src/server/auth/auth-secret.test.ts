import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { AUTH_SECRET_FILE, EnvError, parseEnv } from '../env';
import { issueFormToken } from '../security/anti-bot';
import { createTestContext, TEST_PASSWORD } from '../test/test-app';
import { errorOf, fromAddress, signIn } from '../routes/auth/auth-test-kit';

// Strings a forger would try: the one this code base once shipped, and the kind people paste from examples.
const FIXED_SECRETS = [
  'truself-development-secret-not-for-production-use-0001',
  'changeme-changeme-changeme-changeme-changeme',
  'x'.repeat(32),
];

const t = await createTestContext({ TRUST_PROXY: 'true' });

describe('AUTH_SECRET', () => {
  it('is required in production: the server refuses to start and names the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required in production/);
  });

  it('is generated once in development, kept in the data directory for its owner only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-secret-'));
    const first = parseEnv({ DATA_DIR: dir }, { persistSecret: true }).AUTH_SECRET;
    const again = parseEnv({ DATA_DIR: dir }, { persistSecret: true }).AUTH_SECRET;
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(again).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-secret-'));
    expect(parseEnv({ DATA_DIR: other }, { persistSecret: true }).AUTH_SECRET).not.toBe(first);
    expect(
      parseEnv(
        { DATA_DIR: dir, AUTH_SECRET: 'another-test-secret-8c2e6a4f0b1d3957' },
        { persistSecret: true },
      ).AUTH_SECRET,
    ).toBe('another-test-secret-8c2e6a4f0b1d3957');
  });

  it.each(FIXED_SECRETS)('a verification link signed with %j verifies nobody', async (fixed) => {
    const u = await t.createUser({ verified: false });
    const forged = await createEmailVerificationToken(fixed, u.email);
    await t.request(`/api/auth/verify-email?token=${forged}`);
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row.emailVerified).toBe(false);
  });

  it('while a link signed with the app’s own secret does (the control for the test above)', async () => {
    const u = await t.createUser({ verified: false });
    const real = await createEmailVerificationToken(t.deps.env.AUTH_SECRET, u.email);
    await t.request(`/api/auth/verify-email?token=${real}`);
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row.emailVerified).toBe(true);
  });

  it.each(FIXED_SECRETS)('a form token signed with %j is refused', async (fixed) => {
    const u = await t.createUser();
    const res = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress(41), {
      formToken: issueFormToken(`${fixed}:forms`, 'signIn', Date.now() - 60_000),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await errorOf(res))?.message).toBeTruthy();
  });
});
