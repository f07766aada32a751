import { Hono, type MiddlewareHandler } from 'hono';
import {
  MESSAGES,
  type SignInInput,
  type SignUpInput,
  signInInputSchema,
  signUpInputSchema,
} from '@shared/schemas/auth';
import { SIGN_UP_WITHOUT_MAIL } from '@shared/schemas/site-config';
import type { z } from 'zod';
import { endAllSessions, findCompleteAccount, isUsernameTaken } from '../../auth/accounts';
import { VERIFIED_LANDING_PATH } from '../../auth/auth';
import type { AppEnv } from '../../context';
import { ApiError, badRequest, fieldErrors } from '../../errors';
import { canSendMail } from '../../mail/mail-state';
import { logSecurityEvent } from '../../security/events';
import { signInFailed, signInSucceeded, throttleSignIn } from '../../security/sign-in-throttle';
import { guardHuman, limit, readJsonObject, SIGN_IN_LIMITED, SIGN_UP_LIMITED, throttled } from './guards';
import { callLibrary, clearAuthCookies } from './library';

export const UNVERIFIED_MESSAGE =
  'Please verify your email before signing in. Check your inbox and spam folder.';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

export const SIGN_UP_ACCEPTED =
  'Please check your email (including spam folder) to verify your account before signing in.';

const SIGN_UP_FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** What the protected forms send besides their fields (SPEC §5 anti-bot). */
type GuardFields = { formToken?: string; website?: string };

/**
 * Sign-up's validator: anti-bot and its limit come first, then the shared rules; a malformed body is an empty
 * form, and an empty required field is answered with SPEC's "fill in every field".
 */
const signUpInput: MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: z.input<typeof signUpInputSchema> & GuardFields }; out: { json: SignUpInput } }
> = async (c, next) => {
  const body = await readJsonObject(c);
  await guardHuman(c, 'signUp', body);
  await limit(c, 'signUp', SIGN_UP_LIMITED);
  const parsed = signUpInputSchema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const missing = SIGN_UP_FIELDS.some((field) => isBlank(body[field]));
    await logSecurityEvent(
      c.var.deps,
      { type: 'sign_up_invalid', severity: 'low', data: { fields: Object.keys(fields) } },
      c,
    );
    throw badRequest(missing ? MESSAGES.signUpMissing : Object.values(fields)[0], fields);
  }
  c.req.addValidatedData('json', parsed.data);
  await next();
};

/** Sign-in's validator: anti-bot first, then the shared rules; a malformed body is an empty form. */
const signInInput: MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: z.input<typeof signInInputSchema> & GuardFields }; out: { json: SignInInput } }
> = async (c, next) => {
  const body = await readJsonObject(c);
  await guardHuman(c, 'signIn', body);
  const parsed = signInInputSchema.safeParse(body);
  if (!parsed.success) {
    await logSecurityEvent(c.var.deps, { type: 'sign_in_invalid', severity: 'low' }, c);
    const fields = fieldErrors(parsed.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.signInMissing, fields);
  }
  c.req.addValidatedData('json', parsed.data);
  await next();
};

/**
 * An account must be verified by mail: without mail a sign-up could never be completed, so it is refused before
 * anything else, and a visitor's tries do not use up the sign-up limit meant for when it opens.
 */
const mailConfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canSendMail(c.var.deps.env)) throw new ApiError(503, 'mail_not_configured', SIGN_UP_WITHOUT_MAIL);
  await next();
};

export const sessionRoutes = new Hono<AppEnv>()
  /**
   * Sign-up (SPEC §5, §7): anti-bot, 3 per hour per address, the shared rules. An address that already has an
   * account gets exactly the answer a new one gets; its owner is told by mail instead.
   */
  .post('/session/sign-up', mailConfigured, signUpInput, async (c) => {
    const { deps } = c.var;
    const input = c.req.valid('json');
    if (await isUsernameTaken(deps.db, input.username)) {
      throw new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }

    const existing = await findCompleteAccount(deps.db, input.email);
    const result = await callLibrary<{ user: { id: string } }>(c, () =>
      deps.auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          callbackURL: VERIFIED_LANDING_PATH,
        },
        headers: c.req.raw.headers,
        asResponse: true,
      }),
    );
    if (!result.ok) {
      await logSecurityEvent(
        deps,
        { type: 'sign_up_failed', severity: 'medium', data: { reason: result.code } },
        c,
      );
      throw new ApiError(result.status as 400, result.code, result.message);
    }
    await logSecurityEvent(
      deps,
      existing
        ? { type: 'sign_up_existing_email', severity: 'medium', userId: existing.id }
        : { type: 'signed_up', severity: 'low', userId: result.data.user.id },
      c,
    );
    return c.json({ status: 'verification_sent', message: SIGN_UP_ACCEPTED }, 201);
  })
  /** Sign-in (SPEC §5, §8): anti-bot, 5 per 15 minutes per address and per account, unverified refused. */
  .post('/session/sign-in', signInInput, async (c) => {
    const { deps } = c.var;
    const { email, password } = c.req.valid('json');
    await throttled(c, () => throttleSignIn(c, email, SIGN_IN_LIMITED));

    const result = await callLibrary<{ user: { id: string } }>(c, () =>
      deps.auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: c.req.raw.headers,
        asResponse: true,
      }),
    );
    if (!result.ok) {
      const unverified = result.code === 'EMAIL_NOT_VERIFIED';
      await logSecurityEvent(
        deps,
        {
          type: unverified ? 'sign_in_unverified' : 'sign_in_failed',
          severity: unverified ? 'low' : 'medium',
        },
        c,
      );
      if (unverified) throw new ApiError(403, 'email_not_verified', UNVERIFIED_MESSAGE);
      await signInFailed(c, email, `${deps.env.publicUrl}/forgot-password`);
      // SPEC §8: other backend authentication errors are passed through as received.
      throw new ApiError(result.status as 401, result.code, result.message);
    }
    // A successful sign-in forgets that account's failures; the address counter keeps running.
    await signInSucceeded(c, email);
    return c.json({ status: 'signed_in' });
  })
  /** SPEC §4: sign-out is global — every session of the user ends, and this browser's cookie is cleared. */
  .post('/session/sign-out-everywhere', async (c) => {
    const { deps } = c.var;
    const current = c.var.user;
    if (current) {
      const ended = await endAllSessions(deps.db, current.id);
      await logSecurityEvent(
        deps,
        {
          type: 'signed_out',
          severity: 'low',
          userId: current.id,
          data: { scope: 'global', ended },
        },
        c,
      );
    }
    await clearAuthCookies(c);
    return c.json({ status: 'signed_out' });
  });
