import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { providers } from '../db/schema';
import { notFound } from '../errors';
import { currentUser } from '../http/middleware';

export const PRACTICE_NOT_FOUND = 'We could not find that practice among the profiles you manage.';

/**
 * The provider row when the signed-in user may manage it: its owner, or an admin. Anyone else gets the same 404
 * as for a missing id, so ids cannot be probed.
 */
export async function managedProvider(c: Context<AppEnv>, providerId: number) {
  const me = currentUser(c);
  if (!Number.isSafeInteger(providerId) || providerId <= 0) throw notFound(PRACTICE_NOT_FOUND);
  const [row] = await c.var.deps.db.select().from(providers).where(eq(providers.id, providerId));
  if (!row || (!me.isAdmin && row.ownerUserId !== me.id)) throw notFound(PRACTICE_NOT_FOUND);
  return row;
}
