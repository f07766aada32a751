import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_MESSAGES } from '@shared/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { isUniqueViolation } from '../../newsletter/newsletter.queries';

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
  const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    text.match(new RegExp(`/api/newsletter/${kind}\\?token=\\S+`))?.[0];
  const emails = async () => (await t.db.select().from(newsletterSubscribers)).map((r) => r.email);

  it('subscribes only once the link mailed to the address is opened, stored trimmed and lower-cased', async () => {
    const sent = t.mailFromNow();
    const res = await subscribe('  Jane.Doe@Example.COM ');
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe(NEWSLETTER_MESSAGES.success.description);
    expect(await emails()).not.toContain('jane.doe@example.com');
    const [mail] = sent();
    expect(mail.to).toBe('jane.doe@example.com');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/newsletter\/unsubscribe\?token=/);
    const confirmed = await t.request(linkIn(mail.text, 'confirm')!);
    expect(confirmed.headers.get('location')).toBe('/?newsletter=confirmed');
    expect(await emails()).toContain('jane.doe@example.com');
    // Opening it twice stores nothing new.
    await t.request(linkIn(mail.text, 'confirm')!);
    expect((await emails()).filter((e) => e === 'jane.doe@example.com')).toHaveLength(1);
  });

  it('answers an address already subscribed exactly as a new one, so nobody learns who subscribes', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'dup@example.com' });
    const known = await subscribe('  DUP@example.com');
    const fresh = await subscribe('fresh.reader@example.com');
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());
    expect((await emails()).filter((e) => e === 'dup@example.com')).toHaveLength(1);
  });

  it('unsubscribes with one click from the link in every mail, and refuses a forged link', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'leaving@example.com' });
    const sent = t.mailFromNow();
    await subscribe('leaving@example.com');
    const [mail] = sent();
    expect(mail.subject).toBe('You are already subscribed to the TruSelf newsletter');
    const link = linkIn(mail.text, 'unsubscribe')!;
    const forged = await t.request(`${link.slice(0, -4)}AAAA`);
    expect(forged.headers.get('location')).toBe('/?newsletter=invalid');
    expect(await emails()).toContain('leaving@example.com');
    const gone = await t.request(link);
    expect(gone.headers.get('location')).toBe('/?newsletter=unsubscribed');
    expect(await emails()).not.toContain('leaving@example.com');
  });

  it('a confirmation link cannot be made into another address, nor an unsubscribe link into a confirmation', async () => {
    const sent = t.mailFromNow();
    await subscribe('owner.of.link@example.com');
    const [mail] = sent();
    const unsubscribeLink = linkIn(mail.text, 'unsubscribe')!;
    const swapped = unsubscribeLink.replace('/unsubscribe?', '/confirm?');
    expect((await t.request(swapped)).headers.get('location')).toBe('/?newsletter=invalid');
    expect(await emails()).not.toContain('owner.of.link@example.com');
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

  it('rate-limits one address to 5 mails an hour, whichever devices ask', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/newsletter', {
        json: { email: 'inbox.flood@example.com', formToken: await formToken() },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.status).toBe(202);
    }
    const sixth = await subscribe('inbox.flood@example.com');
    expect(sixth.status).toBe(429);
  });

  it('rate-limits one device to 5 attempts an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`rl${i}@example.com`)).status).toBe(202);
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
