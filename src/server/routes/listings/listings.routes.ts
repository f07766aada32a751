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

/** One line, whatever was typed: a name cannot add lines that read as TruSelf's own words. */
const quoted = (typed: string) => `“${typed.replace(/\s+/g, ' ').trim()}”`;

function listingReceipt(deps: Parameters<typeof appLink>[0], practiceName: string) {
  return [
    'Hello,',
    'Thank you for listing a practice on TruSelf from your account. Our team checks the license and board details of every practice before it appears in the directory, usually within two business days. We will email you the decision.',
    `Practice name, as you entered it: ${quoted(practiceName)}`,
    'What patients will see: your profile with what we checked (for example your licence with the state board), your procedures and prices, and a way to send you consultation requests. TruGPT mentions are earned by relevance and reviews; they are never sold.',
    appLink(deps, '/for-surgeons'),
  ].join('\n\n');
}

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
    const me = c.var.user;
    const row = await createListing(deps.db, me?.id ?? null, input);
    // The receipt goes only to the signed-in account's own confirmed address, never to the address typed in the
    // form: otherwise anyone could make TruSelf mail their text to anyone. Guests see the receipt on the page.
    if (me?.emailVerified) {
      await notifyPerson(deps, {
        email: me.email,
        subject: 'We received your TruSelf practice listing',
        text: listingReceipt(deps, row.practiceName),
      });
    }
    return c.json({ listing: { id: row.id, status: row.status } }, 201);
  })
  .get('/listings/mine', requireUser, async (c) => {
    const me = currentUser(c);
    const rows = await listingsOf(c.var.deps.db, me.id);
    return c.json({ listings: rows.map(toListingDto) });
  });
