import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReviewSort } from '@shared/schemas/provider';
import {
  type ReviewDto,
  type ReviewVerification,
  reviewVerificationLabels,
  type WorthIt,
} from '@shared/schemas/reviews';
import type { Database } from '../db/client';
import { procedures, providers, reviews } from '../db/schema';

/** A Drizzle transaction or the database itself: both run the same queries. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const reviewColumns = {
  id: reviews.id,
  providerId: reviews.providerId,
  userId: reviews.userId,
  authorName: reviews.authorName,
  procedureId: reviews.procedureId,
  procedureName: procedures.name,
  rating: reviews.rating,
  worthIt: reviews.worthIt,
  title: reviews.title,
  body: reviews.body,
  monthsSinceTreatment: reviews.monthsSinceTreatment,
  verification: reviews.verification,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

function verificationOf(value: string): ReviewVerification {
  return value in reviewVerificationLabels ? (value as ReviewVerification) : 'imported';
}

export function toReviewDto(row: ReviewRow, viewerId: string | null): ReviewDto {
  const verification = verificationOf(row.verification);
  return {
    id: row.id,
    providerId: row.providerId,
    authorName: row.authorName,
    procedureId: row.procedureId,
    procedureName: row.procedureName,
    rating: row.rating,
    worthIt: row.worthIt as WorthIt,
    title: row.title,
    body: row.body,
    monthsSinceTreatment: row.monthsSinceTreatment,
    verification,
    verificationLabel: reviewVerificationLabels[verification],
    hidden: row.hidden,
    isMine: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selectReviews = (db: Queryable) =>
  db.select(reviewColumns).from(reviews).leftJoin(procedures, eq(procedures.id, reviews.procedureId));

export async function findReview(db: Queryable, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

/** A review the given user wrote, or null — another user's review is indistinguishable from a missing one. */
export async function findOwnReview(db: Queryable, id: string, userId: string) {
  const [row] = await selectReviews(db).where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
  return row ?? null;
}

/** Has this account already reviewed the provider (any procedure, hidden or not)? One review per provider. */
export async function hasReviewed(db: Queryable, userId: string, providerId: number) {
  const n = await db.$count(reviews, and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)));
  return n > 0;
}

const sortOrder: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export async function listVisibleReviews(
  db: Database,
  providerId: number,
  options: { sort: ReviewSort; procedure?: string; limit: number; offset: number },
) {
  const where = and(
    eq(reviews.providerId, providerId),
    eq(reviews.hidden, false),
    options.procedure ? eq(reviews.procedureId, options.procedure) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(...sortOrder[options.sort])
      .limit(options.limit)
      .offset(options.offset),
    db.$count(reviews, where),
  ]);
  return { rows, total };
}

/**
 * Recomputes the provider's average and count from its visible reviews. Called inside the transaction that
 * changed a review, so the profile never shows a stale figure.
 */
export async function recomputeProviderRating(db: Queryable, providerId: number) {
  const visible = and(eq(reviews.providerId, providerId), eq(reviews.hidden, false));
  const [row] = await db
    .update(providers)
    .set({
      ratingAvg: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${visible}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
      updatedAt: new Date(),
    })
    .where(eq(providers.id, providerId))
    .returning({ id: providers.id, ratingAvg: providers.ratingAvg, reviewCount: providers.reviewCount });
  return row;
}
