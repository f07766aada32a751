import { Hono, type MiddlewareHandler } from 'hono';
import {
  createReviewInputSchema,
  moderateReviewInputSchema,
  reviewMessages,
  updateReviewInputSchema,
} from '@shared/schemas/reviews';
import type { AppEnv, SessionUser } from '../../context';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import { currentUser, requireAdmin, signedIn } from '../../http/middleware';
import { jsonInput, paramInput } from '../../http/validate';
import { enforceRateLimit } from '../../security/rate-limit';
import { findProvider, offersProcedure } from '../../directory/providers.queries';
import {
  createReview,
  deleteOwnReview,
  hasReviewed,
  setReviewHidden,
  updateOwnReview,
} from '../../reviews/reviews.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reviewIdParam(raw: string) {
  if (!UUID.test(raw)) throw notFound(reviewMessages.notFound);
  return raw;
}

/** Only verified accounts write reviews; checked before the review's input, like the sign-in. */
const verifiedAuthor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).emailVerified) throw forbidden(reviewMessages.unverified);
  await next();
};

const reviewParam = paramInput((param) => ({ id: reviewIdParam(param.id) }));

/** "Pat E." — first name and last initial, never the email. */
function authorNameOf(user: SessionUser) {
  const first = user.firstName?.trim() || user.name.trim().split(/\s+/)[0] || 'TruSelf member';
  const lastInitial = user.lastName?.trim()[0];
  return lastInitial ? `${first} ${lastInitial.toUpperCase()}.` : first;
}

export const reviewsRoutes = new Hono<AppEnv>()
  .post(
    '/reviews',
    signedIn(reviewMessages.signIn),
    verifiedAuthor,
    jsonInput(createReviewInputSchema),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
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
      const result = await createReview(db, { id: user.id, name: authorNameOf(user) }, input);
      if (!result) throw duplicate();
      return c.json(result, 201);
    },
  )
  .patch(
    '/reviews/:id',
    signedIn(reviewMessages.signIn),
    verifiedAuthor,
    reviewParam,
    jsonInput(updateReviewInputSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await updateOwnReview(c.var.deps.db, id, user.id, input);
      if (!result) throw notFound(reviewMessages.notFound);
      return c.json(result);
    },
  )
  .delete('/reviews/:id', async (c) => {
    const user = currentUser(c, reviewMessages.signIn);
    const id = reviewIdParam(c.req.param('id'));
    if (!(await deleteOwnReview(c.var.deps.db, id, user.id))) throw notFound(reviewMessages.notFound);
    return c.body(null, 204);
  })
  .patch('/admin/reviews/:id', requireAdmin, reviewParam, jsonInput(moderateReviewInputSchema), async (c) => {
    const admin = currentUser(c);
    const { id } = c.req.valid('param');
    const { hidden } = c.req.valid('json');
    const result = await setReviewHidden(c.var.deps.db, id, hidden, admin.id);
    if (!result) throw notFound(reviewMessages.notFound);
    return c.json(result);
  });
