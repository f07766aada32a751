import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, user } from '../db/schema';
import type { Logger } from '../logger';
import { logSecurityEvent } from '../security/events';
import type { AuthHooks } from './auth';
import { revokeResetLinks } from './reset-links';

export const WELCOME_NOTIFICATION = {
  title: 'Welcome to TruSelf',
  message:
    'Your email is verified. Start by finding a provider or asking TruGPT a question about a procedure.',
  actionLabel: 'Find a provider',
  actionHref: '/find-doctors',
} as const;

/** What the rest of the product does when an account changes state. */
export function authHooks(db: Database, logger?: Logger): AuthHooks {
  const deps = { db, logger };
  return {
    async onEmailVerified(userId, headers) {
      // SPEC §3: a user is verified when email_confirmed_at is set.
      await db.update(user).set({ emailConfirmedAt: new Date() }).where(eq(user.id, userId));
      await db.insert(notifications).values({ userId, type: 'success', ...WELCOME_NOTIFICATION });
      await logSecurityEvent(deps, { type: 'email_verified', severity: 'low', userId }, headers);
    },
    async onPasswordReset(userId, headers) {
      await revokeResetLinks(db, userId);
      await logSecurityEvent(
        deps,
        {
          type: 'password_reset_completed',
          severity: 'medium',
          userId,
          data: { other_devices: 'signed out' },
        },
        headers,
      );
    },
    async onSessionCreated(userId, headers) {
      await logSecurityEvent(deps, { type: 'signed_in', severity: 'low', userId }, headers);
    },
    async onSessionRefreshed(userId, headers) {
      await logSecurityEvent(deps, { type: 'token_refreshed', severity: 'low', userId }, headers);
    },
  };
}
