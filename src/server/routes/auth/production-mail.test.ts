import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_WITHOUT_MAIL } from '@shared/schemas/site-config';
import { user } from '../../db/schema';
import { resolvePageMeta } from '../../seo/page-meta';
import { createTestContext } from '../../test/test-app';
import { signUp, signUpBody } from './auth-test-kit';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'q7Lp2VxN9cRt4WmZ8bHk3JsD6fGy1AeU5oPi0' };
const prod = await createTestContext(PRODUCTION);
const withMail = await createTestContext({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example.com:587' });

const adminCookie = async (t: typeof prod) => {
  const admin = await t.createUser({ email: `admin.${Math.random().toString(36).slice(2, 8)}@truself.com` });
  return admin.cookie ?? undefined;
};

describe('production without mail (no SMTP_URL)', () => {
  it('refuses sign-up with a clear message and creates no account', async () => {
    const body = signUpBody(prod);
    const res = await signUp(prod, body);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'mail_not_configured', message: SIGN_UP_WITHOUT_MAIL },
    });
    expect(await prod.db.query.user.findFirst({ where: eq(user.email, body.email) })).toBeUndefined();
  });

  it('tells the sign-up page up front, in the same words, that sign-up is closed (public, no session needed)', async () => {
    const res = await prod.request('/api/site-config');
    expect(res.status).toBe(200);
    const config = await res.json();
    expect(config.signUpClosed).toBe(SIGN_UP_WITHOUT_MAIL);
    // The page's notice and the refusal of a sign-up sent anyway are the same message.
    const refused = await (await signUp(prod, signUpBody(prod))).json();
    expect(refused.error.message).toBe(config.signUpClosed);
  });

  it('gives every try that answer, never "too many attempts": refused tries do not use up the sign-up limit', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signUp(prod, signUpBody(prod));
      expect(res.status).toBe(503);
    }
  });

  it('tells admins on the dashboard that mail is not configured', async () => {
    const res = await prod.request('/api/admin/status', { cookie: await adminCookie(prod) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mail: { configured: false } });
    expect(
      (await withMail.request('/api/admin/status', { cookie: await adminCookie(withMail) })).status,
    ).toBe(200);
    expect(
      await (await withMail.request('/api/admin/status', { cookie: await adminCookie(withMail) })).json(),
    ).toEqual({ mail: { configured: true } });
  });

  it('answers 404 for the development outbox page (the page status the server sends with the page)', async () => {
    expect((await resolvePageMeta('/dev/outbox', prod.deps)).status).toBe(404);
    expect((await resolvePageMeta('/dev/outbox', withMail.deps)).status).toBe(404);
    expect((await resolvePageMeta('/dev/outbox/', prod.deps)).status).toBe(404);
    expect((await resolvePageMeta('/dev/outbox//', prod.deps)).status).toBe(404);
    const dev = await createTestContext({ NODE_ENV: 'development' });
    expect((await resolvePageMeta('/dev/outbox', dev.deps)).status ?? 200).toBe(200);
  });
});

describe('production with mail', () => {
  it('tells the sign-up page that sign-up is open', async () => {
    expect((await (await withMail.request('/api/site-config')).json()).signUpClosed).toBeNull();
  });

  it('accepts sign-up', async () => {
    const res = await signUp(withMail, signUpBody(withMail));
    expect(res.status).toBe(201);
  });
});
