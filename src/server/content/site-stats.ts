import { sql } from 'drizzle-orm';
import { SITE_STATS_MIN_REVIEWS, type SiteStats } from '@shared/schemas/site-stats';
import type { Database } from '../db/client';

/** The figures change slowly and counting a national directory is not free: counted at most this often. */
const FRESH_MS = 5 * 60_000;
const cache = new WeakMap<Database, { at: number; stats: Promise<SiteStats> }>();

/** The home page's figures, counted from the database (src/shared/schemas/site-stats.ts says what each means). */
export function siteStats(db: Database, now = Date.now()): Promise<SiteStats> {
  const kept = cache.get(db);
  if (kept && now - kept.at < FRESH_MS) return kept.stats;
  const stats = countSiteStats(db);
  const entry = { at: now, stats };
  cache.set(db, entry);
  // A failed count is not kept: the next visitor counts again (a newer count started meanwhile stays).
  stats.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return stats;
}

/** Forgets the kept figures, so the next read counts again (the tests use it; nothing else needs figures sooner). */
export function forgetSiteStats(db: Database) {
  cache.delete(db);
}

async function countSiteStats(db: Database): Promise<SiteStats> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from providers where verified) as verified_providers,
      exists (select 1 from providers where verified and source = 'sample') as sample_providers,
      r.reviews, r.sample_reviews, r.average_rating, r.worth_it,
      (select count(*)::int from leads
        where kind = 'consultation' and created_at > now() - interval '24 hours') as requests_today
    from (
      select count(*)::int as reviews,
        coalesce(bool_or(verification = 'sample'), false) as sample_reviews,
        avg(rating)::float8 as average_rating,
        count(*) filter (where worth_it = 'worth_it')::int as worth_it
      from reviews where not hidden
    ) r
  `);
  const row = result.rows[0] as {
    verified_providers: number;
    sample_providers: boolean;
    reviews: number;
    sample_reviews: boolean;
    average_rating: number | null;
    worth_it: number;
    requests_today: number;
  };
  const reviews = Number(row.reviews);
  const enough = reviews >= SITE_STATS_MIN_REVIEWS;
  return {
    verifiedProviders: Number(row.verified_providers),
    reviews,
    averageRating:
      enough && row.average_rating !== null ? Math.round(Number(row.average_rating) * 10) / 10 : null,
    worthItShare: enough ? Number(row.worth_it) / reviews : null,
    consultationRequestsToday: Number(row.requests_today),
    sample: Boolean(row.sample_providers) || Boolean(row.sample_reviews),
  };
}
