import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { createTestContext } from '../test/test-app';
import type { MailMessage, Mailer } from './mailer';
import { createQueuedMailer, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './queue';

const t = await createTestContext();
const logger = createLogger('silent');

/** An SMTP stand-in that refuses the first `failures` messages, as a busy server answers 421. */
function flakyTransport(failures: number) {
  const sent: MailMessage[] = [];
  let calls = 0;
  const transport: Mailer = {
    kind: 'smtp',
    outbox: () => [],
    async send(message) {
      calls++;
      if (calls <= failures) throw new Error('421 4.7.0 Try again later');
      sent.push(message);
    },
  };
  return { transport, sent, calls: () => calls };
}

const rows = async () =>
  (
    await t.db.execute(
      sql`select "to", attempts, last_error, next_attempt_at > now() as later, locked_until from mail_queue order by id`,
    )
  ).rows as { to: string; attempts: number; last_error: string | null; later: boolean }[];

const due = () => t.db.execute(sql`update mail_queue set next_attempt_at = now() - interval '1 second'`);

const message = (to: string): MailMessage => ({ to, subject: 'Reset your TruSelf password', text: 'link' });

describe('the mail queue', () => {
  it('waits longer after each failed try: 30 s, 2 min, 8 min … at most 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920]);
    expect(retryDelaySeconds(MAX_MAIL_ATTEMPTS)).toBe(6 * 60 * 60);
  });

  it('keeps a mail the SMTP server refused, retries it once due, and deletes it once sent', async () => {
    const smtp = flakyTransport(1);
    const mailer = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    await mailer.send(message('a@example.com'));
    expect(smtp.calls()).toBe(0);
    expect(await rows()).toMatchObject([{ to: 'a@example.com', attempts: 0 }]);

    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    expect(await rows()).toMatchObject([
      { to: 'a@example.com', attempts: 1, last_error: '421 4.7.0 Try again later', later: true },
    ]);
    // Not due yet: nothing is tried.
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(smtp.calls()).toBe(1);

    await due();
    expect(await mailer.deliverDue()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(smtp.sent.map((m) => m.to)).toEqual(['a@example.com']);
    expect(await rows()).toEqual([]);
  });

  it(`gives a mail up after ${MAX_MAIL_ATTEMPTS} failed tries`, async () => {
    const smtp = flakyTransport(Number.POSITIVE_INFINITY);
    const mailer = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    await mailer.send(message('b@example.com'));
    for (let i = 1; i < MAX_MAIL_ATTEMPTS; i++) {
      expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
      await due();
    }
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    expect(smtp.calls()).toBe(MAX_MAIL_ATTEMPTS);
    expect(await rows()).toEqual([]);
  });

  it('sends each mail once when two processes deliver at the same time', async () => {
    const smtp = flakyTransport(0);
    const a = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    const b = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    for (let i = 0; i < 30; i++) await a.send(message(`c${i}@example.com`));
    const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(ra.sent + rb.sent).toBe(30);
    expect(new Set(smtp.sent.map((m) => m.to)).size).toBe(30);
    expect(smtp.sent).toHaveLength(30);
  });

  it('leaves a row another worker holds alone until its lease runs out', async () => {
    const smtp = flakyTransport(0);
    const mailer = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    await mailer.send(message('d@example.com'));
    await t.db.execute(sql`update mail_queue set locked_until = now() + interval '1 minute'`);
    expect((await mailer.deliverDue()).sent).toBe(0);
    await t.db.execute(sql`update mail_queue set locked_until = now() - interval '1 second'`);
    expect((await mailer.deliverDue()).sent).toBe(1);
  });

  it('the worker sends what a request queued once the answer is out, and stops cleanly', async () => {
    const smtp = flakyTransport(0);
    const mailer = createQueuedMailer({ db: t.db, transport: smtp.transport, logger });
    const stop = mailer.startWorker();
    // The first poll finds nothing; the queued mail waits for the answer.
    await vi.waitFor(async () => expect(await rows()).toEqual([]));
    await mailer.send(message('e@example.com'));
    mailer.answered();
    await vi.waitFor(() => expect(smtp.sent.map((m) => m.to)).toEqual(['e@example.com']));
    await stop();
    expect(await rows()).toEqual([]);
  });
});
