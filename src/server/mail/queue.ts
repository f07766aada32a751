// Every mail the app sends goes through the mail_queue table: a request only adds a row and answers, and a worker
// in the server process sends it right after, so an endpoint takes the same time whether it mails anyone or not
// (forgot-password, sign-up and the like must not tell who has an account). A failed send is retried with a
// growing delay; a sent row is deleted at once, since links in it are secrets. Rows are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so several processes on one PostgreSQL never send the same mail twice.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

/** Tries before a mail is given up: about 17 hours from the first try to the last. */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a worker may hold a row while sending it before another may take it over. */
const LEASE_S = 120;
const BATCH = 20;
const POLL_MS = 5_000;

/** Seconds to wait after the n-th failed try (n ≥ 1): 30 s, 2 min, 8 min … capped at 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 4 ** (attempts - 1), 6 * 60 * 60);

export interface DeliveryReport {
  sent: number;
  retrying: number;
  gaveUp: number;
}

/** The app's mailer: `send` queues; `deliverDue` sends what is due through the transport. */
export interface QueuedMailer extends Mailer {
  /** Where queued mail goes (SMTP, the development outbox, or nowhere in production without SMTP). */
  transport: Mailer;
  /** Sends every due mail now (the worker's step; tests and one-off commands call it directly). */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Starts the worker: it polls for due mail (retries, and mail queued outside a request) and sends at once when
   * woken by `answered`; returns its stop, which waits for a delivery under way.
   */
  startWorker(): () => Promise<void>;
  /** Called when a response has been sent: wakes the worker if mail was queued since it last ran. */
  answered(): void;
}

type Row = typeof mailQueue.$inferSelect;

export function createQueuedMailer(options: {
  db: Database;
  transport: Mailer;
  logger: Logger;
}): QueuedMailer {
  const { db, transport, logger } = options;
  let running = false;
  let queued = false;
  let wake: (() => void) | null = null;
  let current: Promise<DeliveryReport> | null = null;

  /** Takes up to BATCH due rows for this worker for LEASE_S seconds. */
  async function claim(): Promise<Row[]> {
    const result = await db.execute(sql`
      update mail_queue set locked_until = now() + make_interval(secs => ${LEASE_S})
      where id in (
        select id from mail_queue
        where next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, "to", subject, text, html, headers, attempts`);
    return result.rows as Row[];
  }

  async function deliverOne(row: Row, report: DeliveryReport) {
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db.execute(sql`delete from mail_queue where id = ${row.id}`);
      report.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = (error as Error)?.message?.slice(0, 500) ?? 'unknown error';
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await db.execute(sql`delete from mail_queue where id = ${row.id}`);
        logger.error({ subject: row.subject, attempts, err: { message: reason } }, 'mail given up');
        report.gaveUp++;
        return;
      }
      await db.execute(sql`
        update mail_queue set attempts = ${attempts}, last_error = ${reason}, locked_until = null,
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
        where id = ${row.id}`);
      logger.warn({ subject: row.subject, attempts, err: { message: reason } }, 'mail not sent; will retry');
      report.retrying++;
    }
  }

  async function deliverAll(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, gaveUp: 0 };
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliverOne(row, report);
      if (rows.length < BATCH) return report;
    }
  }

  /** One delivery at a time in this process; a call during one waits for it, then runs again. */
  async function deliverDue(): Promise<DeliveryReport> {
    while (current) await current.catch(() => undefined);
    current = deliverAll();
    try {
      return await current;
    } finally {
      current = null;
    }
  }

  return {
    kind: transport.kind,
    transport,
    outbox: () => transport.outbox(),
    async send(message: MailMessage) {
      await db.insert(mailQueue).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? null,
      });
      queued = true;
    },
    answered() {
      if (queued) wake?.();
    },
    deliverDue,
    startWorker() {
      if (running) throw new Error('the mail worker is already running');
      running = true;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let loop: Promise<void> = Promise.resolve();
      const tick = () => {
        timer = null;
        queued = false;
        loop = deliverDue()
          .then(() => undefined)
          .catch((error: Error) => logger.warn({ err: { message: error.message } }, 'mail delivery failed'))
          .finally(() => {
            if (running && !timer) timer = setTimeout(tick, POLL_MS);
          });
      };
      // The server calls `answered` once a response is out, so a request's mail is sent after its answer.
      wake = () => {
        if (!running) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(tick, 0);
      };
      timer = setTimeout(tick, 0);
      return async () => {
        running = false;
        wake = null;
        if (timer) clearTimeout(timer);
        timer = null;
        await loop;
      };
    },
  };
}
