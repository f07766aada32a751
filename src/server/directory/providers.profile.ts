import { eq, sql } from 'drizzle-orm';
import {
  type ProviderDetail,
  type ProviderPhotoDto,
  type ProviderProcedureOffer,
  REVIEWS_PAGE_SIZE,
} from '@shared/schemas/provider';
import type { Database } from '../db/client';
import { providers } from '../db/schema';
import type { findReview } from '../reviews/reviews.queries';
import { providerDetailColumns } from './providers.queries';

export const PROFILE_PHOTOS = 12;

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;
type JsonReview = Omit<ReviewRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
export interface ReviewGroup {
  rating: number;
  worthIt: string;
  count: number;
}

// One review as JSON with the same keys as reviewColumns (reviews.queries.ts).
const reviewJson = sql.raw(`json_build_object('id', r.id, 'providerId', r.provider_id, 'userId', r.user_id,
  'authorName', r.author_name, 'procedureId', r.procedure_id, 'procedureName', pr.name, 'rating', r.rating,
  'worthIt', r.worth_it, 'title', r.title, 'body', r.body, 'monthsSinceTreatment', r.months_since_treatment,
  'costCents', r.cost_cents, 'costIncludes', r.cost_includes, 'costUnits', r.cost_units, 'treatedOn', r.treated_on,
  'verification', r.verification, 'hidden', r.hidden, 'createdAt', r.created_at, 'updatedAt', r.updated_at)`);

const reviewsOf = (where: ReturnType<typeof sql>, limit?: number) => sql`(
  select coalesce(json_agg(x.j order by x.created_at desc, x.id desc), '[]'::json) from (
    select r.id, r.created_at, ${reviewJson} as j from reviews r left join procedures pr on pr.id = r.procedure_id
    where r.provider_id = providers.id and ${where}
    order by r.created_at desc, r.id desc ${limit ? sql`limit ${limit}` : sql``}) x)`;

/**
 * Everything the profile page shows, in one statement: the provider, offers, the first photos and their count,
 * the rating breakdown, the first page of recent reviews and (signed in) the viewer's own reviews and saved flag.
 * The visible-review total is the breakdown's sum, so it needs no count of its own.
 */
export async function loadProviderProfile(db: Database, id: number, viewerId: string | null) {
  const [row] = await db
    .select({
      ...providerDetailColumns,
      offers: sql<ProviderProcedureOffer[]>`(
        select coalesce(json_agg(json_build_object('id', pr.id, 'name', pr.name, 'categoryId', pr.category_id,
          'priceMin', pp.price_min, 'priceMax', pp.price_max) order by pr.sort_order, pr.name), '[]'::json)
        from provider_procedures pp join procedures pr on pr.id = pp.procedure_id
        where pp.provider_id = providers.id)`,
      photos: sql<ProviderPhotoDto[]>`(
        select coalesce(json_agg(json_build_object('id', x.id, 'url', x.url, 'caption', x.caption, 'kind', x.kind,
          'procedureId', x.procedure_id, 'procedureName', x.procedure_name)
          order by x.sort_order, x.created_at desc, x.id), '[]'::json)
        from (select ph.*, pr.name as procedure_name from provider_photos ph
          left join procedures pr on pr.id = ph.procedure_id where ph.provider_id = providers.id
          order by ph.sort_order, ph.created_at desc, ph.id limit ${PROFILE_PHOTOS}) x)`,
      photoCount: sql<number>`(select count(*)::int from provider_photos ph where ph.provider_id = providers.id)`,
      reviewGroups: sql<ReviewGroup[]>`(
        select coalesce(json_agg(json_build_object('rating', g.rating, 'worthIt', g.worth_it, 'count', g.n)), '[]'::json)
        from (select rating, worth_it, count(*)::int as n from reviews r
          where r.provider_id = providers.id and not r.hidden group by rating, worth_it) g)`,
      recentReviews: sql<JsonReview[]>`${reviewsOf(sql`not r.hidden`, REVIEWS_PAGE_SIZE)}`,
      myReviews: viewerId
        ? sql<JsonReview[]>`${reviewsOf(sql`r.user_id = ${viewerId}`)}`
        : sql<JsonReview[]>`'[]'::json`,
      saved: viewerId
        ? sql<boolean>`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.provider_id = providers.id)`
        : sql<boolean>`false`,
    })
    .from(providers)
    .where(eq(providers.id, id));
  if (!row) return null;
  const { offers, photos, photoCount, reviewGroups, recentReviews, myReviews, saved, source, ...provider } =
    row;
  return {
    provider: provider satisfies ProviderDetail,
    source,
    offers,
    photos,
    photoCount: Number(photoCount),
    reviewGroups,
    recentReviews: recentReviews.map(reviewRow),
    myReviews: myReviews.map(reviewRow),
    saved: Boolean(saved),
  };
}

const reviewRow = (r: JsonReview): ReviewRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});
