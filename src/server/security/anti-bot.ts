import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { ApiError } from '../errors';
import { sign, signatureMatches } from './hmac';

export const ACCESS_DENIED = 'Access denied.';
export const TOO_FAST = 'Please take your time filling out the form.';
export const FORM_EXPIRED = 'This form has expired. Please reload the page and try again.';

/** Forms protected by a signed start token; the value is SPEC §9's minimum fill time. */
export const FORM_MIN_FILL_MS = {
  signIn: 3_000,
  signUp: 5_000,
  newsletter: 0,
  contact: 3_000,
  lead: 3_000,
  listing: 5_000,
} as const;
export type FormKind = keyof typeof FORM_MIN_FILL_MS;

/**
 * The fill time that applies to a visitor. A signed-in visitor has already passed sign-in's checks, and the forms
 * they get come prefilled from their account (name, email): the minimum is for the forms a bot fills from scratch.
 */
export function minFillMs(form: FormKind, signedIn: boolean) {
  return signedIn ? 0 : FORM_MIN_FILL_MS[form];
}

const TOKEN_TTL_MS = 3 * 60 * 60_000;

const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|curl\/|wget\/|python-requests|python-urllib|httpclient|okhttp|go-http-client|java\/|libwww|headless|phantomjs|selenium|puppeteer|playwright|postman/i;

export function isBotUserAgent(userAgent: string | undefined | null) {
  return !userAgent || userAgent.trim().length < 10 || BOT_USER_AGENT.test(userAgent);
}

/**
 * A form-start token: when the form appeared, signed by the server. The client cannot shorten its own fill time
 * because it never chooses the start time.
 */
export function issueFormToken(secret: string, form: FormKind, now = Date.now()) {
  const payload = `${form}.${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyFormToken(
  secret: string,
  token: unknown,
  form: FormKind,
  now = Date.now(),
  minFill: number = FORM_MIN_FILL_MS[form],
) {
  if (typeof token !== 'string') return 'invalid' as const;
  const parts = token.split('.');
  if (parts.length !== 4) return 'invalid' as const;
  const payload = parts.slice(0, 3).join('.');
  if (!signatureMatches(secret, payload, parts[3])) return 'invalid' as const;
  if (parts[0] !== form) return 'invalid' as const;
  const issuedAt = Number(parts[1]);
  if (!Number.isFinite(issuedAt) || issuedAt > now + 1_000) return 'invalid' as const;
  if (now - issuedAt > TOKEN_TTL_MS) return 'expired' as const;
  if (now - issuedAt < minFill) return 'too_fast' as const;
  return 'ok' as const;
}

export function formSecretFor(env: Pick<Env, 'AUTH_SECRET'>) {
  return `${env.AUTH_SECRET}:forms`;
}

export function formSecret(c: Context<AppEnv>) {
  return formSecretFor(c.var.deps.env);
}

/**
 * Server-side anti-bot checks of SPEC §5: bot-like user agent or a filled honeypot → 'Access denied.';
 * submitted sooner than the form's minimum fill time → 'Please take your time filling out the form.' (a guest's
 * only: see minFillMs).
 */
export function assertHuman(
  c: Context<AppEnv>,
  form: FormKind,
  input: { formToken?: unknown; website?: unknown },
) {
  if (isBotUserAgent(c.req.header('user-agent'))) throw new ApiError(403, 'bot', ACCESS_DENIED);
  if (typeof input.website === 'string' && input.website.trim() !== '')
    throw new ApiError(403, 'bot', ACCESS_DENIED);
  const verdict = verifyFormToken(
    formSecret(c),
    input.formToken,
    form,
    Date.now(),
    minFillMs(form, c.var.user !== null),
  );
  if (verdict === 'invalid') throw new ApiError(403, 'bot', ACCESS_DENIED);
  if (verdict === 'expired') throw new ApiError(400, 'form_expired', FORM_EXPIRED);
  if (verdict === 'too_fast') throw new ApiError(400, 'too_fast', TOO_FAST);
}
