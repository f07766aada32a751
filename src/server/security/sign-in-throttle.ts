// Sign-in throttling that a stranger cannot turn into a lock-out of the owner. Counted in the database like every
// limit, so it holds across processes:
// - per client address (SPEC §9: 5 per 15 minutes), which also bounds any one account + address pair;
// - per account, from any address: after 5 failures in 15 minutes each further try from an address that has not
//   signed in to this account before waits a growing delay (1 s, 2 s, 4 s … at most a minute), never a lock;
//   the owner is told by email once;
// - an address the account signed in from in the last 30 days is never slowed by other addresses' failures;
// - from any other address the owner can ask for a one-time sign-in link mailed to the account's address, which
//   lets them in at once and makes that address known (routes/auth/sign-in-link.routes.ts), so strangers'
//   guesses never keep the owner out.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../errors';
import { signInAttemptsEmail } from '../mail/templates';
import { clearHits, clientAddress, enforceRateLimit, hit } from './rate-limit';

const FAILURES_BEFORE_DELAY = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_DELAY_S = 60;
const KNOWN_FOR_S = 30 * 24 * 60 * 60;

const keys = (email: string, address: string) => ({
  failures: `signInFailures:${email}`,
  delay: `signInDelay:${email}`,
  known: `signInKnown:${email}|${address}`,
});

async function liveUntil(deps: Pick<Deps, 'db'>, key: string): Promise<Date | null> {
  const result = await deps.db.execute(
    sql`select reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = result.rows[0] as { reset_at: string | Date } | undefined;
  return row ? new Date(row.reset_at) : null;
}

async function holdUntil(deps: Pick<Deps, 'db'>, key: string, seconds: number) {
  await deps.db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
}

/** Before checking the password: refuses with `message` (and Retry-After) when this try must wait. */
export async function throttleSignIn(c: Context<AppEnv>, email: string, message: string) {
  const k = keys(email, clientAddress(c));
  await enforceRateLimit(c, 'signIn', { message });
  const waitUntil = await liveUntil(c.var.deps, k.delay);
  if (waitUntil && !(await liveUntil(c.var.deps, k.known))) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((waitUntil.getTime() - Date.now()) / 1000))));
    throw new ApiError(429, 'rate_limited', message);
  }
}

/** A wrong password: counts towards the account's delay, and warns the owner once it starts. */
export async function signInFailed(c: Context<AppEnv>, email: string, resetUrl: string) {
  const { deps } = c.var;
  const k = keys(email, clientAddress(c));
  const { count } = await hit(deps, k.failures, { max: FAILURES_BEFORE_DELAY, windowMs: FAILURE_WINDOW_MS });
  if (count < FAILURES_BEFORE_DELAY) return;
  await holdUntil(deps, k.delay, Math.min(2 ** (count - FAILURES_BEFORE_DELAY), MAX_DELAY_S));
  if (count === FAILURES_BEFORE_DELAY) {
    const owner = await deps.db.query.user.findFirst({
      where: (u, { eq }) => eq(u.email, email),
      columns: { email: true },
    });
    if (owner) await deps.mailer.send(signInAttemptsEmail(owner.email, resetUrl)).catch(() => {});
  }
}

/** The owner proved themselves another way (a mailed sign-in link): this address is known from now on. */
export async function rememberAddress(c: Context<AppEnv>, email: string) {
  await holdUntil(c.var.deps, keys(email, clientAddress(c)).known, KNOWN_FOR_S);
}

/** The right password: this address is known to the account from now on, and its failures are forgotten. */
export async function signInSucceeded(c: Context<AppEnv>, email: string) {
  const { deps } = c.var;
  const k = keys(email, clientAddress(c));
  await clearHits(deps, k.failures);
  await clearHits(deps, k.delay);
  await holdUntil(deps, k.known, KNOWN_FOR_S);
}
