import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RATE_LIMITS } from '@shared/constants';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../errors';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  limited: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window. The counter lives in the database, so it survives restarts and
 * holds across every app process on the same PostgreSQL. One atomic statement: no read-then-write race.
 */
export async function hit(
  deps: Pick<Deps, 'db'>,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const windowSeconds = rule.windowMs / 1000;
  const result = await deps.db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = result.rows[0] as { count: number; reset_at: string | Date };
  return { limited: row.count > rule.max, count: row.count, resetAt: new Date(row.reset_at) };
}

/** Forgets the counters of a key (e.g. after a successful sign-in, the failures of that account). */
export async function clearHits(deps: Pick<Deps, 'db'>, key: string) {
  await deps.db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * The caller's address for rate limiting. Behind a proxy (TRUST_PROXY=true) the proxy appends the real client to
 * X-Forwarded-For, so the right-most entry is the one it vouches for; anything left of it could be forged.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}

type Bucket = keyof typeof RATE_LIMITS | 'newsletter' | 'contact' | 'lead' | 'listing' | 'review' | 'upload';

const EXTRA_RULES: Record<Exclude<Bucket, keyof typeof RATE_LIMITS>, RateLimitRule> = {
  newsletter: { max: 5, windowMs: 60 * 60_000 },
  contact: { max: 5, windowMs: 60 * 60_000 },
  lead: { max: 10, windowMs: 60 * 60_000 },
  listing: { max: 3, windowMs: 60 * 60_000 },
  review: { max: 10, windowMs: 60 * 60_000 },
  upload: { max: 30, windowMs: 15 * 60_000 },
};

export function ruleFor(bucket: Bucket): RateLimitRule {
  return bucket in RATE_LIMITS
    ? RATE_LIMITS[bucket as keyof typeof RATE_LIMITS]
    : EXTRA_RULES[bucket as keyof typeof EXTRA_RULES];
}

export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Enforces a bucket for this client address (and for each extra key given, e.g. the account's email),
 * throwing a 429 with `message` when any of them is over its limit.
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  bucket: Bucket,
  options: { message?: string; keys?: string[] } = {},
) {
  const rule = ruleFor(bucket);
  const keys = [`${bucket}:ip:${clientAddress(c)}`, ...(options.keys ?? []).map((k) => `${bucket}:${k}`)];
  for (const key of keys) {
    const result = await hit(c.var.deps, key, rule);
    if (result.limited) {
      const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw new ApiError(429, 'rate_limited', options.message ?? DEFAULT_RATE_LIMIT_MESSAGE);
    }
  }
}
