import { Hono } from 'hono';
import { listingRequestSchema } from '@shared/schemas/listings';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { jsonInput } from '../../http/validate';
import { assertHuman } from '../../security/anti-bot';
import { enforceRateLimit } from '../../security/rate-limit';
import { listingsAdminRoutes } from './listings-admin.routes';
import { createListing, findDuplicate, listingsOf, toListingDto } from '../../listings/listings.queries';
import { appLink, notifyPerson } from '../../listings/notify';

export const LISTING_MESSAGES = {
  rateLimited: 'Too many listing requests. Please try again later.',
  alreadyListed:
    'A provider with this license number is already on TruSelf. Claim the existing profile instead of listing it again.',
  alreadyPending:
    'A listing with this license number is already waiting for review. We will email you the decision.',
} as const;

export const listingsRoutes = new Hono<AppEnv>()
  .route('/', listingsAdminRoutes)
  .post('/listings', jsonInput(listingRequestSchema), async (c) => {
    const input = c.req.valid('json');
    assertHuman(c, 'listing', input);
    await enforceRateLimit(c, 'listing', { message: LISTING_MESSAGES.rateLimited });
    const { deps } = c.var;
    const duplicate = await findDuplicate(deps.db, input.state, input.licenseNumber);
    if (duplicate === 'listed') throw new ApiError(409, 'already_listed', LISTING_MESSAGES.alreadyListed);
    if (duplicate === 'pending') throw new ApiError(409, 'already_pending', LISTING_MESSAGES.alreadyPending);
    const row = await createListing(deps.db, c.var.user?.id ?? null, input);
    await notifyPerson(deps, {
      email: row.email,
      subject: 'We received your TruSelf practice listing',
      text: `Hello ${row.contactName},\n\nThank you for listing ${row.practiceName} on TruSelf. Our team checks the license and board details of every practice before it appears in the directory, usually within two business days. We will email you the decision.\n\nWhat patients will see: your profile with what we checked (for example your licence with the state board), your procedures and prices, and a way to send you consultation requests. TruGPT mentions are earned by relevance and reviews; they are never sold.\n\n${appLink(deps, '/for-surgeons')}`,
    });
    return c.json({ listing: { id: row.id, status: row.status } }, 201);
  })
  .get('/listings/mine', requireUser, async (c) => {
    const me = currentUser(c);
    const rows = await listingsOf(c.var.deps.db, me.id);
    return c.json({ listings: rows.map(toListingDto) });
  });
