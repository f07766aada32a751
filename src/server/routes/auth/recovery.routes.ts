import { Hono } from 'hono';
import { emailOnlyInputSchema, resetPasswordInputSchema } from '@shared/schemas/auth';
import { userIdByEmail } from '../../auth/accounts';
import { RESET_PASSWORD_PATH, VERIFIED_LANDING_PATH } from '../../auth/auth';
import { jsonInput } from '../../http/validate';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { logSecurityEvent } from '../../security/events';
import { limit, OTHER_LIMITED, logInvalid } from './guards';
import { callLibrary } from './library';

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset its password. Please check your inbox and spam folder.';

export const VERIFICATION_RESENT =
  'If that email has an account waiting for verification, we have sent a new link. Please check your inbox and spam folder.';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

export const recoveryRoutes = new Hono<AppEnv>()
  /** No enumeration: known and unknown addresses get the same answer (SPEC §7 recover, DESIGN §7). */
  .post(
    '/session/forgot-password',
    jsonInput(emailOnlyInputSchema, { onInvalid: logInvalid('password_reset_request') }),
    async (c) => {
      const { deps } = c.var;
      const { email } = c.req.valid('json');
      await limit(c, 'other', OTHER_LIMITED, [`reset:${email}`]);
      const result = await callLibrary(c, () =>
        deps.auth.api.requestPasswordReset({
          body: { email, redirectTo: RESET_PASSWORD_PATH },
          asResponse: true,
        }),
      );
      if (!result.ok) deps.logger.warn({ code: result.code }, 'password reset request failed');
      await logSecurityEvent(
        deps,
        { type: 'password_reset_requested', severity: 'low', userId: await userIdByEmail(deps.db, email) },
        c,
      );
      return c.json({ status: 'sent', message: RESET_REQUESTED });
    },
  )
  /** The reset link's form: a new password under the same rules; every session of the account ends. */
  .post(
    '/session/reset-password',
    jsonInput(resetPasswordInputSchema, { onInvalid: logInvalid('password_reset') }),
    async (c) => {
      const { deps } = c.var;
      const { token, password } = c.req.valid('json');
      await limit(c, 'other', OTHER_LIMITED);
      const result = await callLibrary(c, () =>
        deps.auth.api.resetPassword({ body: { token, newPassword: password }, asResponse: true }),
      );
      if (!result.ok) {
        await logSecurityEvent(
          deps,
          { type: 'password_reset_failed', severity: 'medium', data: { reason: result.code } },
          c,
        );
        if (result.code === 'INVALID_TOKEN') throw new ApiError(400, 'invalid_token', RESET_LINK_INVALID);
        throw new ApiError(result.status as 400, result.code, result.message);
      }
      return c.json({ status: 'reset', message: PASSWORD_RESET_DONE });
    },
  )
  /** A new verification link for an account that has not confirmed its address yet; same answer for any address. */
  .post(
    '/session/resend-verification',
    jsonInput(emailOnlyInputSchema, { onInvalid: logInvalid('verification_resend') }),
    async (c) => {
      const { deps } = c.var;
      const { email } = c.req.valid('json');
      await limit(c, 'other', OTHER_LIMITED, [`verify:${email}`]);
      const result = await callLibrary(c, () =>
        deps.auth.api.sendVerificationEmail({
          body: { email, callbackURL: VERIFIED_LANDING_PATH },
          asResponse: true,
        }),
      );
      if (!result.ok) deps.logger.warn({ code: result.code }, 'verification resend failed');
      await logSecurityEvent(
        deps,
        { type: 'verification_resent', severity: 'low', userId: await userIdByEmail(deps.db, email) },
        c,
      );
      return c.json({ status: 'sent', message: VERIFICATION_RESENT });
    },
  );
