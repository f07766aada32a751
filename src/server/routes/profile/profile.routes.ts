import { Hono } from 'hono';
import { deleteAccount, isUsernameTaken, updateProfile } from '../../auth/accounts';
import { revokeResetLinks } from '../../auth/reset-links';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  updateProfileInputSchema,
} from '@shared/schemas/profile';
import { jsonInput } from '../../http/validate';
import type { AppEnv, SessionUser } from '../../context';
import { ApiError } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { passwordChangedEmail } from '../../mail/templates';
import { logSecurityEvent } from '../../security/events';
import { limit, OTHER_LIMITED, logInvalid } from '../auth/guards';
import { callLibrary, clearAuthCookies, hasSessionCookie } from '../auth/library';
import { USERNAME_TAKEN } from '../auth/session.routes';
import { avatarRoutes, removeAvatarFile } from './avatar.routes';
import { NOT_AUTHENTICATED, WRONG_CURRENT_PASSWORD } from './messages';

export const profileRoutes = new Hono<AppEnv>()
  /** The signed-in user as the client needs it (null for guests), including the server's admin decision. */
  .get('/me', async (c) => {
    // SPEC §4: an invalid or expired session seen at start is cleaned up, so the browser drops the stale cookie.
    if (!c.var.user && (await hasSessionCookie(c))) await clearAuthCookies(c);
    return c.json({ user: c.var.user });
  })
  .patch(
    '/profile',
    signedIn(NOT_AUTHENTICATED),
    jsonInput(updateProfileInputSchema, { onInvalid: logInvalid('profile_update') }),
    async (c) => {
      const me = currentUser(c);
      const { deps } = c.var;
      const input = c.req.valid('json');
      if (await isUsernameTaken(deps.db, input.username, me.id)) {
        throw new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN });
      }
      await updateProfile(deps.db, me.id, input);
      await logSecurityEvent(deps, { type: 'profile_updated', severity: 'low', userId: me.id }, c);
      const updated: SessionUser = { ...me, ...input, name: `${input.firstName} ${input.lastName}` };
      return c.json({ user: updated });
    },
  )
  /** Changing the password needs the current one; every other session ends, this one carries on. */
  .post(
    '/profile/password',
    signedIn(NOT_AUTHENTICATED),
    jsonInput(changePasswordInputSchema, { onInvalid: logInvalid('password_change') }),
    async (c) => {
      const me = currentUser(c);
      const { deps } = c.var;
      const input = c.req.valid('json');
      await limit(c, 'other', OTHER_LIMITED, [`password:${me.id}`]);
      const result = await callLibrary(c, () =>
        deps.auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!result.ok) {
        await logSecurityEvent(
          deps,
          { type: 'password_change_failed', severity: 'medium', userId: me.id },
          c,
        );
        if (result.code === 'INVALID_PASSWORD') {
          throw new ApiError(400, 'wrong_password', WRONG_CURRENT_PASSWORD, {
            currentPassword: WRONG_CURRENT_PASSWORD,
          });
        }
        throw new ApiError(result.status as 400, result.code, result.message);
      }
      await revokeResetLinks(deps.db, me.id);
      await logSecurityEvent(
        deps,
        {
          type: 'password_changed',
          severity: 'medium',
          userId: me.id,
          data: { other_devices: 'signed out' },
        },
        c,
      );
      await deps.mailer.send(passwordChangedEmail(me.email, `${deps.env.publicUrl}/forgot-password`));
      return c.json({ status: 'changed' });
    },
  )
  /**
   * Deletes the account after the typed confirmation. Conversations, favorites, notifications, reviews and
   * sessions go with it through the database's cascades; security events keep no link to the person.
   */
  .delete(
    '/profile',
    signedIn(NOT_AUTHENTICATED),
    jsonInput(deleteAccountInputSchema, { onInvalid: logInvalid('account_delete') }),
    async (c) => {
      const me = currentUser(c);
      const { deps } = c.var;
      const avatarUrl = await deleteAccount(deps.db, me.id);
      if (avatarUrl) await removeAvatarFile(deps, avatarUrl);
      await clearAuthCookies(c);
      await logSecurityEvent(deps, { type: 'account_deleted', severity: 'medium' }, c);
      return c.json({ status: 'deleted' });
    },
  )
  .route('/', avatarRoutes);
