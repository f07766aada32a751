import { Hono } from 'hono';
import { emailOnlyInputSchema } from '@shared/schemas/auth';
import { createHash } from 'node:crypto';
import { VERIFIED_LANDING_PATH } from '../../auth/auth';
import { signInLinkAccount } from '../../auth/accounts';
import type { AppEnv } from '../../context';
import { jsonInput } from '../../http/validate';
import { logSecurityEvent } from '../../security/events';
import { rememberAddress } from '../../security/sign-in-throttle';
import { callLibrary } from './library';
import { OTHER_LIMITED, limit, logInvalid } from './guards';

export const SIGN_IN_LINK_SENT =
  'If that email has an account, we have sent it a sign-in link. It works once, within 15 minutes. Please check your inbox and spam folder.';

/** Where a used, expired or altered link lands: the sign-in page says so. */
export const SIGN_IN_LINK_FAILED_PATH = '/signin?link=invalid';

/** The library stores a link's token hashed like this (its magic-link plugin, storeToken: 'hashed'). */
const storedTokenIdentifier = (token: string) =>
  `magic-link:${createHash('sha256').update(token).digest('base64url')}`;

export const signInLinkRoutes = new Hono<AppEnv>()
  /**
   * A one-time sign-in link, mailed to the account's own address: the owner's way in from a new device while
   * strangers' failed guesses slow the password down. The same answer for any address; a link is made only for
   * a verified account, and the mail goes out after the answer (mail queue).
   */
  .post(
    '/session/sign-in-link',
    jsonInput(emailOnlyInputSchema, { onInvalid: logInvalid('sign_in_link_request') }),
    async (c) => {
      const { deps } = c.var;
      const { email } = c.req.valid('json');
      await limit(c, 'other', OTHER_LIMITED, [`signInLink:${email}`]);
      // The same work for every address (the library makes a token and our mail hook sends it only to a verified
      // account), so the answer takes as long whether the address has an account or not.
      const account = await signInLinkAccount(deps.db, email);
      const result = await callLibrary(c, () =>
        deps.auth.api.signInMagicLink({
          body: { email, callbackURL: VERIFIED_LANDING_PATH },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!result.ok) deps.logger.warn({ code: result.code }, 'sign-in link request failed');
      await logSecurityEvent(
        deps,
        { type: 'sign_in_link_requested', severity: 'low', userId: account?.id ?? null },
        c,
      );
      return c.json({ status: 'sent', message: SIGN_IN_LINK_SENT });
    },
  )
  /** The link in the mail: signs in once, remembers this address for the account, and lands on the dashboard. */
  .get('/session/sign-in-link', async (c) => {
    const { deps } = c.var;
    const token = c.req.query('token') ?? '';
    const pending =
      token && token.length <= 200
        ? await deps.auth.$context.then((ctx) =>
            ctx.internalAdapter.findVerificationValue(storedTokenIdentifier(token)),
          )
        : null;
    const email = (() => {
      try {
        return pending ? (JSON.parse(pending.value) as { email?: string }).email : undefined;
      } catch {
        return undefined;
      }
    })();
    const res = email
      ? await deps.auth.api.magicLinkVerify({
          query: { token, callbackURL: VERIFIED_LANDING_PATH, errorCallbackURL: SIGN_IN_LINK_FAILED_PATH },
          headers: c.req.raw.headers,
          asResponse: true,
        })
      : null;
    const location = res?.headers.get('location') ?? '';
    const cookies = res?.headers.getSetCookie() ?? [];
    const signedIn =
      res !== null && res.status === 302 && location.endsWith(VERIFIED_LANDING_PATH) && cookies.length > 0;
    if (!email || !signedIn) {
      await logSecurityEvent(deps, { type: 'sign_in_link_failed', severity: 'medium' }, c);
      return c.redirect(SIGN_IN_LINK_FAILED_PATH, 302);
    }
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    await rememberAddress(c, email);
    await logSecurityEvent(deps, { type: 'signed_in_by_link', severity: 'low' }, c);
    return c.redirect(VERIFIED_LANDING_PATH, 302);
  });
