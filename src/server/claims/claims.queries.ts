import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type ProviderVerification, type VerificationCheck, withChecks } from '@shared/provider-verification';
import type { ClaimEvidence, ClaimItem, claimInputSchema } from '@shared/schemas/claims';
import type { ProviderLookupItem } from '@shared/schemas/leads';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { profileClaims, providers, user } from '../db/schema';
import { ApiError } from '../errors';
import { ALREADY_DECIDED } from '../listings/listings.queries';
import { registryMatch } from './registry-match';
import { isSharedDomain } from './shared-domains';

const LOOKUP_LIMIT = 20;

function likePattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Directory providers whose name, practice or city match every word typed, with who manages each. */
export async function lookupProviders(
  db: Database,
  q: string,
  userId: string | null,
): Promise<ProviderLookupItem[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  // An unclaimed registry record has no practice name: coalesced, or the whole text would be null and match nothing.
  const haystack = sql`(${providers.displayName} || ' ' || coalesce(${providers.practiceName}, '') || ' ' || ${providers.city} || ' ' || ${providers.state})`;
  // Spelled out: inside a one-table select Drizzle leaves column names unqualified, which the subquery would capture.
  const pending = sql<boolean>`exists (select 1 from profile_claims pc where pc.provider_id = "providers"."id" and pc.status = 'pending')`;
  const rows = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      displayName: providers.displayName,
      credentials: providers.credentials,
      specialty: providers.specialty,
      practiceName: providers.practiceName,
      city: providers.city,
      state: providers.state,
      ownerUserId: providers.ownerUserId,
      pending,
    })
    .from(providers)
    .where(and(...words.map((w) => sql`${haystack} ilike ${likePattern(w)}`)))
    .orderBy(sql`similarity(${providers.displayName}, ${q}) desc`, providers.id)
    .limit(LOOKUP_LIMIT);
  return rows.map(({ ownerUserId, pending: isPending, ...row }) => ({
    ...row,
    claimStatus: ownerUserId
      ? ownerUserId === userId
        ? 'yours'
        : 'owned'
      : isPending
        ? 'pending'
        : 'available',
  }));
}

function websiteHost(website: string | null) {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * The domains on file for a practice: `own`, from its website or else its email on file (www. dropped), and
 * `shared`, one that was set aside because anyone can have an address or a page there (gmail.com, wixsite.com).
 * A free-mail or shared-hosting domain is never evidence of owning a practice.
 */
export function practiceDomains(p: { website: string | null; email: string | null }) {
  const onFile = [websiteHost(p.website), p.email?.split('@')[1]?.toLowerCase() ?? null].filter(
    (d): d is string => Boolean(d),
  );
  const own = onFile.find((d) => !isSharedDomain(d)) ?? null;
  return { own, shared: own ? null : (onFile.find(isSharedDomain) ?? null) };
}

/** The practice's own domain, if it has one on file. */
export const practiceDomain = (p: { website: string | null; email: string | null }) => practiceDomains(p).own;

export function emailMatchesDomain(email: string, domain: string) {
  const host = email.split('@')[1]?.toLowerCase() ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

export function evidenceFor(
  claim: { workEmail: string; licenseNumber: string; workEmailVerifiedAt: Date | null },
  provider: { website: string | null; email: string | null; licenseNumber: string | null },
): Omit<ClaimEvidence, 'control' | 'recordPhone'> {
  const { own, shared } = practiceDomains(provider);
  return {
    practiceDomain: own,
    sharedDomain: shared,
    emailDomainMatches: own ? emailMatchesDomain(claim.workEmail, own) : null,
    workEmailConfirmed: claim.workEmailVerifiedAt !== null,
    licenseMatches: provider.licenseNumber
      ? provider.licenseNumber.replace(/\s/g, '').toUpperCase() ===
        claim.licenseNumber.replace(/\s/g, '').toUpperCase()
      : null,
  };
}

/**
 * What proves the claimant controls the practice, beside the admin's own call to the phone on record: a
 * confirmed work email at the practice's own domain, or an NPI and licence that both match the records.
 */
export function controlProof(evidence: Omit<ClaimEvidence, 'control' | 'recordPhone'>) {
  return {
    ownDomainEmail: evidence.workEmailConfirmed && evidence.emailDomainMatches === true,
    npiAndLicence: evidence.registry?.npi === true && evidence.licenseMatches === true,
  };
}

const registryColumns = {
  providerNpi: providers.npi,
  providerFirstName: providers.firstName,
  providerLastName: providers.lastName,
  providerPhone: providers.phone,
  claimantName: user.name,
};

// What the profile says about board certification and what was already checked, for the admin's check boxes.
const checkColumns = {
  providerBoardCertified: providers.boardCertified,
  providerBoardName: providers.boardName,
  providerVerification: providers.verification,
};

export const claimColumns = {
  claim: profileClaims,
  providerName: providers.displayName,
  practiceName: providers.practiceName,
  city: providers.city,
  state: providers.state,
  website: providers.website,
  providerEmail: providers.email,
  providerLicense: providers.licenseNumber,
  claimantEmail: user.email,
  ...registryColumns,
  ...checkColumns,
};

export type ClaimJoinRow = {
  claim: typeof profileClaims.$inferSelect;
  providerName: string;
  practiceName: string | null;
  city: string;
  state: string;
  website: string | null;
  providerEmail: string | null;
  providerLicense: string | null;
  claimantEmail: string;
  providerNpi: string | null;
  providerFirstName: string;
  providerLastName: string;
  providerPhone: string | null;
  claimantName: string;
  providerBoardCertified: boolean;
  providerBoardName: string | null;
  providerVerification: ProviderVerification;
};

export function toClaimDto(row: ClaimJoinRow, admin: boolean): ClaimItem {
  const { claim } = row;
  return {
    id: claim.id,
    status: claim.status,
    providerId: claim.providerId,
    providerName: row.providerName,
    practiceName: row.practiceName,
    city: row.city,
    state: row.state,
    workEmail: claim.workEmail,
    licenseNumber: claim.licenseNumber,
    message: claim.message,
    rejectionReason: claim.rejectionReason,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    ...(admin
      ? {
          claimantEmail: row.claimantEmail,
          profile: {
            boardCertified: row.providerBoardCertified,
            boardName: row.providerBoardName,
            verification: row.providerVerification,
          },
          evidence: claimEvidence(row),
        }
      : {}),
  };
}

/** Everything the admin weighs, with what proves control spelled out (the approve route checks the same). */
export function claimEvidence(row: ClaimJoinRow): ClaimEvidence {
  const evidence = {
    ...evidenceFor(row.claim, {
      website: row.website,
      email: row.providerEmail,
      licenseNumber: row.providerLicense,
    }),
    ...registryEvidence(row.claim, row),
  };
  return { ...evidence, control: controlProof(evidence), recordPhone: row.providerPhone };
}

/** Present only for profiles with an NPI registry record. */
function registryEvidence(claim: typeof profileClaims.$inferSelect, row: ClaimJoinRow) {
  const registry = registryMatch(claim, row.claimantName, {
    npi: row.providerNpi,
    firstName: row.providerFirstName,
    lastName: row.providerLastName,
    phone: row.providerPhone,
  });
  return registry ? { registry } : {};
}

export function selectClaims(db: Database) {
  return db
    .select(claimColumns)
    .from(profileClaims)
    .innerJoin(providers, eq(providers.id, profileClaims.providerId))
    .innerJoin(user, eq(user.id, profileClaims.userId));
}

export async function findClaim(db: Database, id: string) {
  const [row] = await selectClaims(db).where(eq(profileClaims.id, id));
  return row ?? null;
}

/** The admin queue: pending claims oldest first, decided ones newest first. */
export function listClaims(db: Database, status: (typeof profileClaims.$inferSelect)['status'] | undefined) {
  return selectClaims(db)
    .where(status ? eq(profileClaims.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(profileClaims.createdAt) : desc(profileClaims.createdAt))
    .limit(200);
}

export function claimsOf(db: Database, userId: string) {
  return selectClaims(db)
    .where(eq(profileClaims.userId, userId))
    .orderBy(desc(profileClaims.createdAt))
    .limit(50);
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** A new pending claim; null when the profile already has an open one (one per profile, a partial unique index). */
export async function createClaim(
  db: Database,
  providerId: number,
  userId: string,
  input: z.output<typeof claimInputSchema>,
) {
  try {
    const [claim] = await db
      .insert(profileClaims)
      .values({
        providerId,
        userId,
        workEmail: input.workEmail,
        licenseNumber: input.licenseNumber,
        npi: input.npi || null,
        practicePhone: input.practicePhone ?? null,
        message: input.message,
      })
      .returning();
    return claim;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export const ALREADY_OWNED = 'This profile already has an owner, so the claim cannot be approved.';

/**
 * Approves a pending claim and hands the profile to the claimant, atomically and only if nobody owns it yet. The
 * checks made for this decision are added to the profile's, each dated today.
 */
export async function approveClaim(db: Database, id: string, checks: readonly VerificationCheck[] = []) {
  const made = JSON.stringify(withChecks({}, checks));
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(profileClaims)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(and(eq(profileClaims.id, id), eq(profileClaims.status, 'pending')))
      .returning();
    if (!claim) throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
    const [provider] = await tx
      .update(providers)
      .set({
        ownerUserId: claim.userId,
        source: 'claim',
        verification: sql`${providers.verification} || ${made}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(providers.id, claim.providerId), sql`${providers.ownerUserId} is null`))
      .returning({
        id: providers.id,
        displayName: providers.displayName,
        verification: providers.verification,
      });
    if (!provider) throw new ApiError(409, 'already_owned', ALREADY_OWNED);
    return { claim, provider };
  });
}

export async function rejectClaim(db: Database, id: string, reason: string) {
  const [claim] = await db
    .update(profileClaims)
    .set({ status: 'rejected', rejectionReason: reason, decidedAt: new Date() })
    .where(and(eq(profileClaims.id, id), eq(profileClaims.status, 'pending')))
    .returning();
  return claim ?? null;
}
