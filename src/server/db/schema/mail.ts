import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mail waiting to be sent (mail/queue.ts). A request only adds a row; the worker in the server process sends it
// after the answer, retrying with backoff, and deletes the row once sent (links in it are secrets).
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending it, so two processes never send the same row. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt)],
);
