import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import type { AuthHooks } from './auth';

/** What the rest of the product does when an account changes state. */
export function authHooks(db: Database): AuthHooks {
  return {
    async onEmailVerified(userId) {
      // SPEC §3: a user is verified when email_confirmed_at is set.
      await db.update(user).set({ emailConfirmedAt: new Date() }).where(eq(user.id, userId));
    },
  };
}
