import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema';
import type { Database } from '../db/client';

const UNIQUE_VIOLATION = '23505';

/**
 * True when a database error (or any error it wraps) is PostgreSQL's unique violation. Drizzle wraps driver errors
 * in its own error with the original as `cause`; node-postgres and PGlite both put the SQLSTATE in `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type SubscribeResult = 'subscribed' | 'already_subscribed';

export async function isSubscribed(db: Database, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function unsubscribe(db: Database, email: string) {
  await db
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
}

/** Inserts the (already trimmed and lower-cased) address; the unique index on lower(email) decides duplicates. */
export async function subscribe(db: Database, email: string): Promise<SubscribeResult> {
  try {
    await db.insert(newsletterSubscribers).values({ email });
    return 'subscribed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'already_subscribed';
    throw error;
  }
}
