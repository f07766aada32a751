import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  createReviewInputSchema,
  moderateReviewInputSchema,
  type ReviewMutationResponse,
  reviewMessages,
  updateReviewInputSchema,
} from '@shared/schemas/reviews';
import type { AppEnv, SessionUser } from '../../context';
import { reviews } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import { currentUser, requireAdmin } from '../../http/middleware';
import { parseJson } from '../../http/validate';
import { enforceRateLimit } from '../../security/rate-limit';
import { findProvider, offersProcedure } from '../../directory/providers.queries';
import {
  findOwnReview,
  findReview,
  hasReviewed,
  recomputeProviderRating,
  toReviewDto,
} from '../../reviews/reviews.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reviewIdParam(raw: string) {
  if (!UUID.test(raw)) throw notFound(reviewMessages.notFound);
  return raw;
}

function verifiedAuthor(c: Parameters<typeof currentUser>[0]): SessionUser {
  const user = currentUser(c, reviewMessages.signIn);
  if (!user.emailVerified) throw forbidden(reviewMessages.unverified);
  return user;
}

/** "Pat E." — first name and last initial, never the email. */
function authorNameOf(user: SessionUser) {
  const first = user.firstName?.trim() || user.name.trim().split(/\s+/)[0] || 'TruSelf member';
  const lastInitial = user.lastName?.trim()[0];
  return lastInitial ? `${first} ${lastInitial.toUpperCase()}.` : first;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const reviewsRoutes = new Hono<AppEnv>()
  .post('/reviews', async (c) => {
    const user = verifiedAuthor(c);
    const input = await parseJson(c, createReviewInputSchema);
    const { db } = c.var.deps;
    if (!(await findProvider(db, input.providerId))) throw notFound('We could not find that provider.');
    if (!(await offersProcedure(db, input.providerId, input.procedureId))) {
      throw badRequest(reviewMessages.procedureNotOffered, {
        procedureId: reviewMessages.procedureNotOffered,
      });
    }
    const duplicate = () => new ApiError(409, 'duplicate_review', reviewMessages.duplicate);
    // Asked before the rate limit so a second review of the same provider does not use up the allowance.
    if (await hasReviewed(db, user.id, input.providerId)) throw duplicate();
    await enforceRateLimit(c, 'review', { keys: [`user:${user.id}`], message: reviewMessages.rateLimited });
    let result: ReviewMutationResponse;
    try {
      result = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(reviews)
          .values({
            providerId: input.providerId,
            userId: user.id,
            authorName: authorNameOf(user),
            procedureId: input.procedureId,
            rating: input.rating,
            worthIt: input.worthIt,
            title: input.title,
            body: input.body,
            monthsSinceTreatment: input.monthsSinceTreatment,
            verification: 'verified_email',
          })
          .returning({ id: reviews.id });
        const provider = await recomputeProviderRating(tx, input.providerId);
        const row = await findReview(tx, created.id);
        return { review: toReviewDto(row!, user.id), provider };
      });
    } catch (error) {
      // Two requests at once: the unique index (one review per account and provider) decides.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return c.json(result, 201);
  })
  .patch('/reviews/:id', async (c) => {
    const user = verifiedAuthor(c);
    const id = reviewIdParam(c.req.param('id'));
    const input = await parseJson(c, updateReviewInputSchema);
    const result = await c.var.deps.db.transaction(async (tx) => {
      const own = await findOwnReview(tx, id, user.id);
      if (!own) throw notFound(reviewMessages.notFound);
      await tx
        .update(reviews)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(reviews.id, id));
      const provider = await recomputeProviderRating(tx, own.providerId);
      const row = await findReview(tx, id);
      return { review: toReviewDto(row!, user.id), provider } satisfies ReviewMutationResponse;
    });
    return c.json(result);
  })
  .delete('/reviews/:id', async (c) => {
    const user = currentUser(c, reviewMessages.signIn);
    const id = reviewIdParam(c.req.param('id'));
    await c.var.deps.db.transaction(async (tx) => {
      const own = await findOwnReview(tx, id, user.id);
      if (!own) throw notFound(reviewMessages.notFound);
      await tx.delete(reviews).where(eq(reviews.id, id));
      await recomputeProviderRating(tx, own.providerId);
    });
    return c.body(null, 204);
  })
  .patch('/admin/reviews/:id', requireAdmin, async (c) => {
    const admin = currentUser(c);
    const id = reviewIdParam(c.req.param('id'));
    const { hidden } = await parseJson(c, moderateReviewInputSchema);
    const result = await c.var.deps.db.transaction(async (tx) => {
      const existing = await findReview(tx, id);
      if (!existing) throw notFound(reviewMessages.notFound);
      await tx.update(reviews).set({ hidden, updatedAt: new Date() }).where(eq(reviews.id, id));
      const provider = await recomputeProviderRating(tx, existing.providerId);
      const row = await findReview(tx, id);
      return { review: toReviewDto(row!, admin.id), provider } satisfies ReviewMutationResponse;
    });
    return c.json(result);
  });
