import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { assertHuman, type FormKind } from '../../security/anti-bot';
import { logSecurityEvent, type Severity } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';

export const SIGN_IN_LIMITED = 'Too many sign-in attempts. Please try again later.';
export const SIGN_UP_LIMITED = 'Too many sign-up attempts. Please try again later.';
export const OTHER_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

/** The JSON body as a plain object; anything else (malformed, an array) counts as an empty form. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const body = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  } catch {
    return {};
  }
}

/** Writes a failure event and rethrows, so every refusal leaves a trace (SPEC §8). */
async function loggingFailure<T>(
  c: Context<AppEnv>,
  run: () => T | Promise<T>,
  event: (error: ApiError) => { type: string; severity: Severity; data?: Record<string, unknown> },
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) await logSecurityEvent(c.var.deps, event(error), c);
    throw error;
  }
}

/** SPEC §5 anti-bot checks; a bot or honeypot is a high-severity event, a hurried human a medium one. */
export function guardHuman(c: Context<AppEnv>, form: FormKind, body: Record<string, unknown>) {
  return loggingFailure(
    c,
    () => assertHuman(c, form, { formToken: body.formToken, website: body.website }),
    (error) => ({
      type: 'anti_bot_refused',
      severity: error.code === 'bot' ? 'high' : 'medium',
      data: { form, reason: error.code },
    }),
  );
}

/** SPEC §9 limits, counted in the database by client address and by any extra key (e.g. the account). */
export function limit(
  c: Context<AppEnv>,
  bucket: 'signIn' | 'signUp' | 'other',
  message: string,
  keys?: string[],
) {
  return loggingFailure(
    c,
    () => enforceRateLimit(c, bucket, { message, keys }),
    () => ({ type: 'rate_limited', severity: 'medium', data: { bucket } }),
  );
}

/** Any throttle (e.g. sign-in's), leaving the same trace as `limit` when it refuses. */
export function throttled(c: Context<AppEnv>, run: () => Promise<void>) {
  return loggingFailure(c, run, () => ({
    type: 'rate_limited',
    severity: 'medium',
    data: { bucket: 'signIn' },
  }));
}

/** For `jsonInput`'s `onInvalid`: a refused input leaves a low-severity event. */
export const logInvalid = (action: string) => (c: Context<AppEnv>, error: ApiError) =>
  logSecurityEvent(
    c.var.deps,
    { type: `${action}_invalid`, severity: 'low', data: { fields: Object.keys(error.fields ?? {}) } },
    c,
  );
