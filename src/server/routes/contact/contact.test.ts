import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { leads } from '../../db/schema';
import { formSecret, issueFormToken } from '../../security/anti-bot';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();

// A token issued as if the form had been open for ten seconds (the minimum fill time is three).
const aged = () =>
  issueFormToken(formSecret({ var: { deps: t.deps } } as Context<AppEnv>), 'contact', Date.now() - 10_000);

const validInput = {
  name: 'Maya Lopez',
  email: ' Maya@Example.com ',
  topic: 'account',
  message: 'How do I delete my saved providers?',
};

const send = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request('/api/contact', { method: 'POST', json: body, headers });

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

describe('POST /api/contact', () => {
  it('stores the message as a contact_us lead', async () => {
    const res = await send({ ...validInput, formToken: aged() });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: 'contact_us',
      name: 'Maya Lopez',
      email: 'maya@example.com',
      status: 'new',
    });
    expect(row.message).toBe('[My account or data] How do I delete my saved providers?');
  });

  it('validates every field with a clear message', async () => {
    const res = await send({ ...validInput, message: 'short', formToken: aged() });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.message).toBe(
      'Please write at least 10 characters so we can help.',
    );
    const bad = await send({ ...validInput, email: 'nope', formToken: aged() });
    expect((await bad.json()).error.message).toBe('Please enter a valid email address so we can reply.');
  });

  it('refuses bots: honeypot, bot user agent, missing token, too fast', async () => {
    const bot = { ...validInput, email: 'bot.check@example.com' };
    const honeypot = await send({ ...bot, website: 'x', formToken: aged() });
    expect(honeypot.status).toBe(403);
    expect((await honeypot.json()).error.message).toBe('Access denied.');
    const agent = await send({ ...bot, formToken: aged() }, { 'user-agent': 'python-requests/2.31' });
    expect(agent.status).toBe(403);
    expect((await send({ ...bot })).status).toBe(403);
    const fresh = (await (await t.request('/api/forms/token?form=contact')).json()).token;
    const fast = await send({ ...bot, formToken: fresh });
    expect(fast.status).toBe(400);
    expect((await fast.json()).error.message).toBe('Please take your time filling out the form.');
    const stored = await t.db.select().from(leads).where(eq(leads.email, 'bot.check@example.com'));
    expect(stored.length).toBe(0);
  });

  it('rate-limits to 5 messages an hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...validInput, email: `p${i}@example.com`, formToken: aged() })).status).toBe(201);
    }
    const res = await send({ ...validInput, email: 'p6@example.com', formToken: aged() });
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(
      'You have sent several messages in a short time. Please try again in an hour.',
    );
  });
});
