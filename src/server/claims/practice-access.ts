import { eq } from 'drizzle-orm';
import type { SessionUser } from '../context';
import type { Database } from '../db/client';
import { providers } from '../db/schema';
import { notFound } from '../errors';

export const PRACTICE_NOT_FOUND = 'We could not find that practice among the profiles you manage.';

/**
 * The provider row when the user may manage it: its owner, or an admin. Anyone else gets the same 404 as for a
 * missing id, so ids cannot be probed.
 */
export async function managedProvider(
  db: Database,
  me: Pick<SessionUser, 'id' | 'isAdmin'>,
  providerId: number,
) {
  if (!Number.isSafeInteger(providerId) || providerId <= 0) throw notFound(PRACTICE_NOT_FOUND);
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row || (!me.isAdmin && row.ownerUserId !== me.id)) throw notFound(PRACTICE_NOT_FOUND);
  return row;
}
