import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One run of `npm run import:nppes` over one file. The byte offset and row number of the last committed batch are
 * written in the same transaction as the batch, so a run killed at any moment resumes exactly after it.
 */
export const nppesImports = pgTable('nppes_imports', {
  id: uuid().primaryKey().defaultRandom(),
  /** Absolute path, size and filter: a restart with the same file and filters resumes this run. */
  fileKey: text().notNull(),
  fileSize: bigint({ mode: 'number' }).notNull(),
  status: text().notNull().default('running').$type<'running' | 'done'>(),
  /** Byte offset just after the last row of the last committed batch (0 = header not yet read). */
  bytesDone: bigint({ mode: 'number' }).notNull().default(0),
  rowsDone: integer().notNull().default(0),
  kept: integer().notNull().default(0),
  hidden: integer().notNull().default(0),
  skipped: integer().notNull().default(0),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});
