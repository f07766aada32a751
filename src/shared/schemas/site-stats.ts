// The home page's figures about TruSelf itself (GET /api/site-stats): counted from the data, never written in.
import { formatNumber } from '../format';

/** A rating or a share is shown only when this many reviews stand behind it. */
export const SITE_STATS_MIN_REVIEWS = 5;

export interface SiteStats {
  /** Providers with at least one check made by TruSelf (a licence, a board, an identity, the NPI registry). */
  verifiedProviders: number;
  /** Visible reviews. */
  reviews: number;
  /** Average star rating of those reviews, or null below SITE_STATS_MIN_REVIEWS. */
  averageRating: number | null;
  /** Share (0–1) of those reviews that said Worth It, or null below SITE_STATS_MIN_REVIEWS. */
  worthItShare: number | null;
  /** Consultation requests sent to practices in the last 24 hours. */
  consultationRequestsToday: number;
  /** True when any of the figures counts generated sample data (never in production). */
  sample: boolean;
}

/** "1,284" up to ten thousand, then rounded down to a floor that stays true: "12,000+", "1.2M+". */
export function siteFigure(n: number): string {
  if (n < 10_000) return formatNumber(n);
  if (n < 1_000_000) return `${formatNumber(Math.floor(n / 1_000) * 1_000)}+`;
  return `${formatNumber(Math.floor(n / 100_000) / 10)}M+`;
}
