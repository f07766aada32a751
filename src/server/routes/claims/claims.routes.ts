import { Hono } from 'hono';
import { CLAIM_MESSAGES, claimInputSchema } from '@shared/schemas/claims';
import { providerLookupQuerySchema } from '@shared/schemas/leads';
import type { AppEnv } from '../../context';
import { ApiError, badRequest, notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { jsonInput, queryInput } from '../../http/validate';
import { enforceRateLimit } from '../../security/rate-limit';
import { appLink, notifyPerson } from '../../listings/notify';
import { claimsAdminRoutes } from './claims-admin.routes';
import {
  claimsOf,
  createClaim,
  emailMatchesDomain,
  lookupProviders,
  practiceDomain,
  toClaimDto,
} from '../../claims/claims.queries';
import { providerRow } from '../../directory/providers.queries';
import { practiceRoutes } from './practice.routes';
import { confirmWorkEmail, workEmailToken } from '../../claims/work-email';

export const claimsRoutes = new Hono<AppEnv>()
  .route('/', claimsAdminRoutes)
  .route('/', practiceRoutes)
  .get('/claims/search', queryInput(providerLookupQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    return c.json({ providers: await lookupProviders(c.var.deps.db, q, c.var.user?.id ?? null) });
  })
  .get('/claims/mine', requireUser, async (c) => {
    const me = currentUser(c);
    const rows = await claimsOf(c.var.deps.db, me.id);
    return c.json({ claims: rows.map((r) => toClaimDto(r, false)) });
  })
  .post('/claims', requireUser, jsonInput(claimInputSchema), async (c) => {
    const me = currentUser(c);
    const input = c.req.valid('json');
    await enforceRateLimit(c, 'other', { keys: [`claim:${me.id}`] });
    const { deps } = c.var;
    const provider = await providerRow(deps.db, input.providerId);
    if (!provider) throw notFound(CLAIM_MESSAGES.notFound);
    if (provider.ownerUserId === me.id) throw new ApiError(409, 'already_yours', CLAIM_MESSAGES.yours);
    if (provider.ownerUserId) throw new ApiError(409, 'already_owned', CLAIM_MESSAGES.owned);
    const domain = practiceDomain(provider);
    if (domain && !emailMatchesDomain(input.workEmail, domain)) {
      const message = `Use your work email at ${domain} so we can confirm you work at this practice.`;
      throw badRequest(message, { workEmail: message });
    }
    const claim = await createClaim(deps.db, provider.id, me.id, input);
    // One open claim per profile: a second claimant, or a race between two.
    if (!claim) throw new ApiError(409, 'claim_pending', CLAIM_MESSAGES.pending);
    const confirm = appLink(
      deps,
      `/api/claims/confirm-email?token=${workEmailToken(deps.env.AUTH_SECRET, claim.id, claim.workEmail)}`,
    );
    await notifyPerson(deps, {
      email: input.workEmail,
      subject: `Confirm your work email for ${provider.displayName}`,
      text: `Hello,\n\nWe received a request from ${me.email} to manage the TruSelf profile of ${provider.displayName} (${provider.practiceName}). If that is you, confirm this work address by opening this link within 7 days:\n${confirm}\n\nOur team then checks the license, usually within two business days, and will email the decision.\n\nIf you did not make this request, do not open the link, and reply to this message: we will stop it.`,
    });
    if (provider.email && provider.email !== input.workEmail) {
      await notifyPerson(deps, {
        email: provider.email,
        subject: 'Someone asked to manage your TruSelf profile',
        text: `Hello,\n\nSomeone using the work email ${input.workEmail} asked to manage the TruSelf profile of ${provider.displayName}. If this is not someone at your practice, reply to this message before we review the request.\n\n${appLink(deps, `/provider/${provider.id}`)}`,
      });
    }
    return c.json({ claim: { id: claim.id, status: claim.status, providerId: claim.providerId } }, 201);
  })
  // The link in the mail to the work address: opening it is the proof that the claimant reads that inbox.
  .get('/claims/confirm-email', async (c) => {
    const confirmed = await confirmWorkEmail(c.var.deps, c.req.query('token'));
    return c.redirect(`/claim-profile?workEmail=${confirmed ? 'confirmed' : 'invalid'}`, 302);
  });
