import { Hono } from 'hono';
import { z } from 'zod';
import {
  approveListingInputSchema,
  decisionListQuerySchema,
  NO_BOARD_TO_CHECK,
  rejectInputSchema,
} from '@shared/schemas/listings';
import type { AppEnv } from '../../context';
import { ApiError, notFound } from '../../errors';
import { requireAdmin } from '../../http/middleware';
import { jsonInput, queryInput } from '../../http/validate';
import { Gazetteer } from '../../imports/gazetteer';
import {
  ALREADY_DECIDED,
  approveListing,
  findListing,
  listListings,
  rejectListing,
  toListingDto,
} from '../../listings/listings.queries';
import { appLink, notifyPerson } from '../../listings/notify';

export const LISTING_NOT_FOUND = 'We could not find that listing.';
export const NEEDS_COORDINATES =
  'We could not place this address on the map. Enter its latitude and longitude to approve the listing.';

const idSchema = z.uuid();

async function pendingListing(c: Parameters<typeof requireAdmin>[0]) {
  const id = idSchema.safeParse(c.req.param('id'));
  if (!id.success) throw notFound(LISTING_NOT_FOUND);
  const row = await findListing(c.var.deps.db, id.data);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (row.status !== 'pending') throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
  return row;
}

export const listingsAdminRoutes = new Hono<AppEnv>()
  .use('/admin/listings/*', requireAdmin)
  .use('/admin/listings', requireAdmin)
  .get('/admin/listings', queryInput(decisionListQuerySchema), async (c) => {
    const { status } = c.req.valid('query');
    const rows = await listListings(c.var.deps.db, status);
    return c.json({ listings: rows.map(toListingDto) });
  })
  .post(
    '/admin/listings/:id/approve',
    jsonInput(approveListingInputSchema, { body: 'lenient' }),
    async (c) => {
      const row = await pendingListing(c);
      const input = c.req.valid('json');
      if (input.checks.includes('board') && !row.boardName) {
        throw new ApiError(400, 'invalid_input', NO_BOARD_TO_CHECK, { checks: NO_BOARD_TO_CHECK });
      }
      const { deps } = c.var;
      const gazetteer = await Gazetteer.load(deps.db);
      const place = gazetteer.place({
        ...row,
        latitude: input.latitude,
        longitude: input.longitude,
      });
      if (!place) throw new ApiError(400, 'needs_coordinates', NEEDS_COORDINATES);
      const { listing, provider } = await approveListing(deps.db, row.id, place, input.checks);
      await notifyPerson(deps, {
        userId: listing.submittedBy,
        email: listing.email,
        subject: `${listing.practiceName} is now listed on TruSelf`,
        text: `Hello ${listing.contactName},\n\nGood news: ${listing.practiceName} was approved and ${provider.displayName} now has a profile on TruSelf:\n${appLink(deps, `/provider/${provider.id}`)}\n\n${listing.submittedBy ? 'Sign in to manage the profile, photos and patient requests' : 'Create a TruSelf account with this email and claim the profile to manage it'}:\n${appLink(deps, '/claim-profile')}`,
        notification: {
          type: 'success',
          title: 'Your practice is live on TruSelf',
          message: `${listing.practiceName} was approved. You can now manage its profile and receive patient requests.`,
          actionLabel: 'Manage practice',
          actionHref: '/claim-profile',
        },
      });
      return c.json({ listing: toListingDto(listing), providerId: provider.id });
    },
  )
  .post('/admin/listings/:id/reject', jsonInput(rejectInputSchema), async (c) => {
    const row = await pendingListing(c);
    const { reason } = c.req.valid('json');
    const { deps } = c.var;
    const listing = await rejectListing(deps.db, row.id, reason);
    if (!listing) throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
    await notifyPerson(deps, {
      userId: listing.submittedBy,
      email: listing.email,
      subject: `Your TruSelf listing for ${listing.practiceName} was not approved`,
      text: `Hello ${listing.contactName},\n\nWe could not approve the listing for ${listing.practiceName}.\n\nReason: ${reason}\n\nYou are welcome to correct the details and submit it again:\n${appLink(deps, '/list-practice')}`,
      notification: {
        type: 'warning',
        title: 'Your practice listing was not approved',
        message: `${listing.practiceName}: ${reason}`,
        actionLabel: 'Submit again',
        actionHref: '/list-practice',
      },
    });
    return c.json({ listing: toListingDto(listing) });
  });
