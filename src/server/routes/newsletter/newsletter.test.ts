import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_MESSAGES } from '@shared/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { isUniqueViolation } from './newsletter.queries';

const t = await createTestContext();

async function formToken() {
  const res = await t.request('/api/forms/token?form=newsletter');
  return (await res.json()).token as string;
}

async function subscribe(email: unknown, extra: Record<string, unknown> = {}) {
  return t.request('/api/newsletter', {
    method: 'POST',
    json: { email, formToken: await formToken(), ...extra },
  });
}

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

describe('POST /api/newsletter', () => {
  it('subscribes and stores the address trimmed and lower-cased', async () => {
    const res = await subscribe('  Jane.Doe@Example.COM ');
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(NEWSLETTER_MESSAGES.success.description);
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toContain('jane.doe@example.com');
  });

  it('answers a duplicate (any case or spacing) with SPEC wording and stores nothing new', async () => {
    await subscribe('dup@example.com');
    const before = (await t.db.select().from(newsletterSubscribers)).length;
    const res = await subscribe('  DUP@example.com');
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe('already_subscribed');
    expect(body.error.message).toBe('This email is already subscribed to our newsletter.');
    expect((await t.db.select().from(newsletterSubscribers)).length).toBe(before);
  });

  it.each([[''], ['   '], ['not-an-email'], [undefined]])('refuses %j with SPEC wording', async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(NEWSLETTER_EMAIL_MESSAGE);
  });

  it('refuses a filled honeypot and a missing form token', async () => {
    const honeypot = await subscribe('bot1@example.com', { website: 'http://spam.example' });
    expect(honeypot.status).toBe(403);
    expect((await honeypot.json()).error.message).toBe('Access denied.');
    const noToken = await t.request('/api/newsletter', {
      method: 'POST',
      json: { email: 'bot2@example.com' },
    });
    expect(noToken.status).toBe(403);
  });

  it('rate-limits one device to 5 attempts an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`rl${i}@example.com`)).status).toBe(201);
    const res = await subscribe('rl5@example.com');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await res.json()).error.message).toBe(
      'Too many sign-up attempts from this device. Please try again later.',
    );
  });
});

describe('unique violation detection', () => {
  it('recognises the database driver error for a duplicate (PGlite or PostgreSQL)', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'raw@example.com' });
    const error = await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'RAW@example.com' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('connection reset'))).toBe(false);
    expect(isUniqueViolation({ cause: { code: '23503' } })).toBe(false);
  });
});
