// Every auth endpoint that may mail someone answers before any mail is sent: it only adds a row to the mail
// queue, so its answer and the work it does are the same whether the address has an account or not. The worker
// sends the mail afterwards (mail/queue.test.ts covers retries). Timings are measured by `npm run
// bench:auth-timing`, not here: tests never assert wall-clock time.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';
import { agedFormToken, fromAddress, signUpBody } from './auth-test-kit';

const t = await createTestContext({ TRUST_PROXY: 'true' });
const verified = await t.createUser();
const unverified = await t.createUser({ verified: false });
const UNKNOWN = 'nobody.here@example.com';
let n = 0;

beforeEach(async () => {
  await t.deliverMail();
  await t.db.execute(sql`delete from rate_limits`);
});

const queued = async () =>
  ((await t.db.execute(sql`select "to", subject from mail_queue order by id`)).rows as {
    to: string;
    subject: string;
  }[]) ?? [];

/** Posts without letting the test harness deliver the queue afterwards; what was answered and what is queued. */
async function answered(path: string, json: Record<string, unknown>) {
  const mail = t.mailFromNow();
  const res = await t.request(path, { json, headers: fromAddress(++n), holdMail: true });
  return { status: res.status, body: await res.json(), sentDuringRequest: mail(), queue: await queued() };
}

describe('auth mail is queued, never sent inside the request', () => {
  it('forgot-password: the same answer for a known and an unknown address, and no mail sent before it', async () => {
    const known = await answered('/api/session/forgot-password', { email: verified.email });
    expect(known.sentDuringRequest).toEqual([]);
    expect(known.queue).toEqual([{ to: verified.email, subject: 'Reset your TruSelf password' }]);
    await t.deliverMail();
    const unknown = await answered('/api/session/forgot-password', { email: UNKNOWN });
    expect(unknown.sentDuringRequest).toEqual([]);
    expect(unknown.queue).toEqual([]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const sent = t.mailFromNow();
    expect(await t.deliverMail()).toMatchObject({ sent: 0 });
    expect(sent()).toEqual([]);
  });

  it('the worker then sends the queued reset mail', async () => {
    await answered('/api/session/forgot-password', { email: verified.email });
    const sent = t.mailFromNow();
    expect(await t.deliverMail()).toMatchObject({ sent: 1 });
    expect(sent().map((m) => [m.to, m.subject])).toEqual([[verified.email, 'Reset your TruSelf password']]);
    expect(await queued()).toEqual([]);
  });

  it('resend-verification: the same answer whether the address waits for verification or is unknown', async () => {
    const waiting = await answered('/api/session/resend-verification', { email: unverified.email });
    expect(waiting.sentDuringRequest).toEqual([]);
    expect(waiting.queue).toEqual([{ to: unverified.email, subject: 'Verify your TruSelf email address' }]);
    await t.deliverMail();
    const unknown = await answered('/api/session/resend-verification', { email: UNKNOWN });
    expect(unknown.sentDuringRequest).toEqual([]);
    expect(unknown.queue).toEqual([]);
    expect([unknown.status, unknown.body]).toEqual([waiting.status, waiting.body]);
  });

  it('sign-up: a new address and one that has an account get the same answer, each mail queued', async () => {
    const fresh = await answered('/api/session/sign-up', signUpBody(t));
    expect(fresh.sentDuringRequest).toEqual([]);
    expect(fresh.queue.map((m) => m.subject)).toEqual(['Verify your TruSelf email address']);
    await t.deliverMail();
    const taken = await answered('/api/session/sign-up', signUpBody(t, { email: verified.email }));
    expect(taken.sentDuringRequest).toEqual([]);
    expect(taken.queue).toEqual([
      { to: verified.email, subject: 'Someone tried to create a TruSelf account with your email' },
    ]);
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
  });

  it('the sign-in warning to an owner whose account is being guessed is queued too', async () => {
    for (let i = 0; i < 5; i++) {
      await t.request('/api/session/sign-in', {
        json: {
          email: verified.email,
          password: `Wrong-Guess-${i}-xx!`,
          website: '',
          formToken: agedFormToken(t, 'signIn'),
        },
        headers: fromAddress(`200.${i}`),
        holdMail: true,
      });
    }
    expect(await queued()).toEqual([
      { to: verified.email, subject: 'Several failed sign-ins to your TruSelf account' },
    ]);
  });
});
