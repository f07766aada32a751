import { Hono } from 'hono';
import { deleteAccount, isUsernameTaken, updateProfile } from '../../auth/accounts';
import { revokeResetLinks } from '../../auth/reset-links';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  updateProfileInputSchema,
} from '@shared/schemas/profile';
import type { AppEnv, SessionUser } from '../../context';
import { ApiError } from '../../errors';
import { currentUser } from '../../http/middleware';
import { passwordChangedEmail } from '../../mail/templates';
import { logSecurityEvent } from '../../security/events';
import { limit, OTHER_LIMITED, parseLogged } from '../auth/guards';
import { callLibrary, clearAuthCookies, hasSessionCookie } from '../auth/library';
import { USERNAME_TAKEN } from '../auth/session.routes';
import { avatarRoutes, removeAvatarFile } from './avatar.routes';
import { NOT_AUTHENTICATED, WRONG_CURRENT_PASSWORD } from './messages';

export const profileRoutes = new Hono<AppEnv>();

/** The signed-in user as the client needs it (null for guests), including the server's admin decision. */
profileRoutes.get('/me', async (c) => {
  // SPEC §4: an invalid or expired session seen at start is cleaned up, so the browser drops the stale cookie.
  if (!c.var.user && (await hasSessionCookie(c))) await clearAuthCookies(c);
  return c.json({ user: c.var.user });
});

profileRoutes.patch('/profile', async (c) => {
  const me = currentUser(c, NOT_AUTHENTICATED);
  const { deps } = c.var;
  const input = await parseLogged(c, updateProfileInputSchema, 'profile_update');
  if (await isUsernameTaken(deps.db, input.username, me.id)) {
    throw new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN });
  }
  await updateProfile(deps.db, me.id, input);
  await logSecurityEvent(deps, { type: 'profile_updated', severity: 'low', userId: me.id }, c);
  const updated: SessionUser = { ...me, ...input, name: `${input.firstName} ${input.lastName}` };
  return c.json({ user: updated });
});

/** Changing the password needs the current one; every other session ends, this one carries on. */
profileRoutes.post('/profile/password', async (c) => {
  const me = currentUser(c, NOT_AUTHENTICATED);
  const { deps } = c.var;
  const input = await parseLogged(c, changePasswordInputSchema, 'password_change');
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
    await logSecurityEvent(deps, { type: 'password_change_failed', severity: 'medium', userId: me.id }, c);
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
    { type: 'password_changed', severity: 'medium', userId: me.id, data: { other_devices: 'signed out' } },
    c,
  );
  await deps.mailer.send(passwordChangedEmail(me.email, `${deps.env.publicUrl}/forgot-password`));
  return c.json({ status: 'changed' });
});

/**
 * Deletes the account after the typed confirmation. Conversations, favorites, notifications, reviews and
 * sessions go with it through the database's cascades; security events keep no link to the person.
 */
profileRoutes.delete('/profile', async (c) => {
  const me = currentUser(c, NOT_AUTHENTICATED);
  const { deps } = c.var;
  await parseLogged(c, deleteAccountInputSchema, 'account_delete');
  const avatarUrl = await deleteAccount(deps.db, me.id);
  if (avatarUrl) await removeAvatarFile(deps, avatarUrl);
  await clearAuthCookies(c);
  await logSecurityEvent(deps, { type: 'account_deleted', severity: 'medium' }, c);
  return c.json({ status: 'deleted' });
});

profileRoutes.route('/', avatarRoutes);
