import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type ProviderReviewsQuery,
  type ReviewPage,
  type ReviewSort,
  REVIEWS_PAGE_SIZE,
} from '@shared/schemas/provider';
import {
  type createReviewInputSchema,
  type ReviewDto,
  type ReviewMutationResponse,
  type ReviewVerification,
  reviewVerificationLabels,
  type updateReviewInputSchema,
  type WorthIt,
} from '@shared/schemas/reviews';
import { type CostInclude, costIncludeLabels, toCents } from '@shared/schemas/reported-costs';
import type { z } from 'zod';
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
  costCents: reviews.costCents,
  costIncludes: reviews.costIncludes,
  costUnits: reviews.costUnits,
  treatedOn: reviews.treatedOn,
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
    cost:
      row.costCents === null
        ? null
        : {
            amountCents: row.costCents,
            includes: row.costIncludes.filter((i): i is CostInclude => i in costIncludeLabels),
            units: row.costUnits,
            treatedMonth: row.treatedOn?.slice(0, 7) ?? null,
          },
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

/** One page of a provider's visible reviews, as the profile's review list shows it. */
export async function reviewPage(
  db: Database,
  providerId: number,
  query: ProviderReviewsQuery,
  viewerId: string | null,
): Promise<ReviewPage> {
  const offset = (query.page - 1) * REVIEWS_PAGE_SIZE;
  const { rows, total } = await listVisibleReviews(db, providerId, {
    ...query,
    limit: REVIEWS_PAGE_SIZE,
    offset,
  });
  return {
    reviews: rows.map((r) => toReviewDto(r, viewerId)),
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
    sort: query.sort,
    procedure: query.procedure ?? null,
  };
}

/** The cost a review reports, as stored: cents, what it covered, the first day of the month treated. */
function costColumns(input: z.output<typeof updateReviewInputSchema>) {
  const said = input.costAmount !== undefined;
  return {
    costCents: said ? toCents(input.costAmount!) : null,
    costIncludes: said ? (input.costIncludes ?? []) : [],
    costUnits: said ? (input.costUnits ?? null) : null,
    treatedOn: input.treatedMonth ? `${input.treatedMonth}-01` : null,
  };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Posts a review and updates the provider's rating; null when the author already reviewed this provider (two
 * requests at once: the unique index, one review per account and provider, decides).
 */
export async function createReview(
  db: Database,
  author: { id: string; name: string },
  input: z.output<typeof createReviewInputSchema>,
): Promise<ReviewMutationResponse | null> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({
          providerId: input.providerId,
          userId: author.id,
          authorName: author.name,
          procedureId: input.procedureId,
          rating: input.rating,
          worthIt: input.worthIt,
          title: input.title,
          body: input.body,
          monthsSinceTreatment: input.monthsSinceTreatment,
          ...costColumns(input),
          verification: 'verified_email',
        })
        .returning({ id: reviews.id });
      const provider = await recomputeProviderRating(tx, input.providerId);
      const row = await findReview(tx, created.id);
      return { review: toReviewDto(row!, author.id), provider };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Edits the author's own review; null when they have no review with that id. */
export function updateOwnReview(
  db: Database,
  id: string,
  userId: string,
  input: z.output<typeof updateReviewInputSchema>,
) {
  return db.transaction(async (tx): Promise<ReviewMutationResponse | null> => {
    const own = await findOwnReview(tx, id, userId);
    if (!own) return null;
    const { costAmount: _a, costIncludes: _i, costUnits: _u, treatedMonth: _m, ...fields } = input;
    await tx
      .update(reviews)
      .set({ ...fields, ...costColumns(input), updatedAt: new Date() })
      .where(eq(reviews.id, id));
    const provider = await recomputeProviderRating(tx, own.providerId);
    const row = await findReview(tx, id);
    return { review: toReviewDto(row!, userId), provider };
  });
}

/** Deletes the author's own review; false when they have no review with that id. */
export function deleteOwnReview(db: Database, id: string, userId: string) {
  return db.transaction(async (tx) => {
    const own = await findOwnReview(tx, id, userId);
    if (!own) return false;
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recomputeProviderRating(tx, own.providerId);
    return true;
  });
}

/** An admin hides or shows a review; null when there is no such review. */
export function setReviewHidden(db: Database, id: string, hidden: boolean, viewerId: string) {
  return db.transaction(async (tx): Promise<ReviewMutationResponse | null> => {
    const existing = await findReview(tx, id);
    if (!existing) return null;
    await tx.update(reviews).set({ hidden, updatedAt: new Date() }).where(eq(reviews.id, id));
    const provider = await recomputeProviderRating(tx, existing.providerId);
    const row = await findReview(tx, id);
    return { review: toReviewDto(row!, viewerId), provider };
  });
}
