import { Hono } from 'hono';
import { z } from 'zod';
import { approveClaimInputSchema, NO_BOARD_ON_PROFILE, NO_PROOF_OF_CONTROL } from '@shared/schemas/claims';
import { decisionListQuerySchema, rejectInputSchema } from '@shared/schemas/listings';
import type { AppEnv } from '../../context';
import { ApiError, notFound } from '../../errors';
import { requireAdmin } from '../../http/middleware';
import { jsonInput, queryInput } from '../../http/validate';
import { ALREADY_DECIDED } from '../../listings/listings.queries';
import { appLink, notifyPerson } from '../../listings/notify';
import {
  approveClaim,
  claimEvidence,
  findClaim,
  listClaims,
  rejectClaim,
  toClaimDto,
} from '../../claims/claims.queries';

export const CLAIM_NOT_FOUND = 'We could not find that claim.';

async function claimRow(c: Parameters<typeof requireAdmin>[0]) {
  const id = z.uuid().safeParse(c.req.param('id'));
  if (!id.success) throw notFound(CLAIM_NOT_FOUND);
  const row = await findClaim(c.var.deps.db, id.data);
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  if (row.claim.status !== 'pending') throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
  return row;
}

export const claimsAdminRoutes = new Hono<AppEnv>()
  .use('/admin/claims', requireAdmin)
  .use('/admin/claims/*', requireAdmin)
  .get('/admin/claims', queryInput(decisionListQuerySchema), async (c) => {
    const { status } = c.req.valid('query');
    const rows = await listClaims(c.var.deps.db, status);
    return c.json({ claims: rows.map((r) => toClaimDto(r, true)) });
  })
  .post('/admin/claims/:id/approve', jsonInput(approveClaimInputSchema, { body: 'lenient' }), async (c) => {
    const row = await claimRow(c);
    const { checks } = c.req.valid('json');
    if (checks.includes('board') && !row.providerBoardCertified) {
      throw new ApiError(400, 'invalid_input', NO_BOARD_ON_PROFILE, { checks: NO_BOARD_ON_PROFILE });
    }
    const { deps } = c.var;
    const evidence = claimEvidence(row);
    // Free mail, a shared host or details anyone can look up are not enough: one check must prove control.
    const { ownDomainEmail, npiAndLicence } = evidence.control;
    if (!ownDomainEmail && !npiAndLicence && !checks.includes('identity')) {
      throw new ApiError(400, 'no_proof_of_control', NO_PROOF_OF_CONTROL, { checks: NO_PROOF_OF_CONTROL });
    }
    // The NPI the claimant gave matches the profile's registry record: the registry confirms that NPI and licence.
    const npiMatches = evidence.registry?.npi === true;
    const { claim, provider } = await approveClaim(
      deps.db,
      row.claim.id,
      npiMatches ? [...checks, 'npi'] : checks,
    );
    await notifyPerson(deps, {
      userId: claim.userId,
      email: row.claimantEmail,
      subject: `You now manage ${row.providerName} on TruSelf`,
      text: `Hello,\n\nYour claim for ${row.providerName} (${row.practiceName}) was approved. You can now edit the bio, procedures and prices, photos and whether you accept new patients, and see patient requests:\n${appLink(deps, '/claim-profile')}`,
      notification: {
        type: 'success',
        title: 'Your profile claim was approved',
        message: `You now manage ${row.providerName}. Keep the profile up to date and answer patient requests quickly.`,
        actionLabel: 'Manage practice',
        actionHref: '/claim-profile',
      },
    });
    return c.json({
      claim: toClaimDto({ ...row, claim, providerVerification: provider.verification }, true),
    });
  })
  .post('/admin/claims/:id/reject', jsonInput(rejectInputSchema), async (c) => {
    const row = await claimRow(c);
    const { reason } = c.req.valid('json');
    const { deps } = c.var;
    const claim = await rejectClaim(deps.db, row.claim.id, reason);
    if (!claim) throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
    await notifyPerson(deps, {
      userId: claim.userId,
      email: row.claimantEmail,
      subject: `Your claim for ${row.providerName} was not approved`,
      text: `Hello,\n\nWe could not approve your claim for ${row.providerName}.\n\nReason: ${reason}\n\nYou can send a new claim with updated evidence:\n${appLink(deps, '/claim-profile')}`,
      notification: {
        type: 'warning',
        title: 'Your profile claim was not approved',
        message: `${row.providerName}: ${reason}`,
        actionLabel: 'Claim again',
        actionHref: '/claim-profile',
      },
    });
    return c.json({ claim: toClaimDto({ ...row, claim }, true) });
  });
