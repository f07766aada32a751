import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../context';
import { profileClaims } from '../db/schema';
import { readLinkToken, signLinkToken } from '../security/signed-link';

const PURPOSE = 'claim-work-email';
const TTL_MS = 7 * 24 * 60 * 60_000;

export const workEmailToken = (secret: string, claimId: string, workEmail: string) =>
  signLinkToken(secret, PURPOSE, `${claimId} ${workEmail}`, TTL_MS);

/** Marks the claim's work email confirmed when the token is valid for that claim and address; false otherwise. */
export async function confirmWorkEmail(deps: Pick<Deps, 'db' | 'env'>, token: unknown) {
  const subject = readLinkToken(deps.env.AUTH_SECRET, PURPOSE, token);
  const [claimId, workEmail] = subject?.split(' ') ?? [];
  if (!claimId || !workEmail) return false;
  const rows = await deps.db
    .update(profileClaims)
    .set({ workEmailVerifiedAt: new Date() })
    .where(
      and(
        eq(profileClaims.id, claimId),
        eq(profileClaims.workEmail, workEmail),
        isNull(profileClaims.workEmailVerifiedAt),
      ),
    )
    .returning({ id: profileClaims.id });
  if (rows.length) return true;
  // A second click on a good link is still a confirmation.
  const [already] = await deps.db
    .select({ at: profileClaims.workEmailVerifiedAt })
    .from(profileClaims)
    .where(and(eq(profileClaims.id, claimId), eq(profileClaims.workEmail, workEmail)));
  return Boolean(already?.at);
}
