import { sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { UNVERIFIED_ACCOUNT_DAYS } from '../auth/accounts';
import { analyzeChanged } from './statistics';

/** How long security events are kept (docs/operations.md). */
export const SECURITY_EVENT_RETENTION_DAYS = 180;
const EVERY_MS = 60 * 60_000;

const deleted = async (deps: Pick<Deps, 'db'>, query: ReturnType<typeof sql>) =>
  (await deps.db.execute(query)).rows.length;

/**
 * Deletes what has run out: expired sessions, accounts never confirmed within UNVERIFIED_ACCOUNT_DAYS, mailed-link rows, limiter counters past their window (sign-in
 * "known address" marks included: they expire the same way) and security events past their retention.
 */
export async function cleanupExpired(deps: Pick<Deps, 'db'>) {
  return {
    sessions: await deleted(deps, sql`delete from session where expires_at < now() returning 1`),
    unverifiedAccounts: await deleted(
      deps,
      sql`delete from "user" where email_verified = false and created_at < now() - make_interval(days => ${UNVERIFIED_ACCOUNT_DAYS}) returning 1`,
    ),
    verifications: await deleted(deps, sql`delete from verification where expires_at < now() returning 1`),
    rateLimits: await deleted(deps, sql`delete from rate_limits where reset_at < now() returning 1`),
    securityEvents: await deleted(
      deps,
      sql`delete from security_events where created_at < now() - make_interval(days => ${SECURITY_EVENT_RETENTION_DAYS}) returning 1`,
    ),
  };
}

/**
 * Runs the cleanup hourly (first a minute after start) without holding the process open, and on PGlite, which has
 * no autovacuum, then gathers the planner's statistics of the tables that changed (statistics.ts); returns a stop.
 */
export function scheduleCleanup(deps: Pick<Deps, 'db' | 'dbKind' | 'logger'>) {
  const analyze = () =>
    analyzeChanged(deps).then(
      (tables) => tables.length > 0 && deps.logger.info({ tables }, 'planner statistics gathered'),
    );
  const run = () =>
    cleanupExpired(deps)
      .then((counts) => deps.logger.info({ deleted: counts }, 'expired rows cleaned up'))
      .then(() => (deps.dbKind === 'pglite' ? analyze() : undefined))
      .catch((error: Error) => deps.logger.warn({ err: { message: error.message } }, 'cleanup failed'));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
