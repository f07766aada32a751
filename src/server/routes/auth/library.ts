import { isLibraryErrorCode, type LibraryErrorCode } from '@shared/api-errors';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../context';

export interface LibraryFailure {
  status: number;
  code: LibraryErrorCode | 'auth_error';
  message: string;
}

export type LibraryResult<T> = { ok: true; data: T } | ({ ok: false } & LibraryFailure);

/**
 * Runs one of the auth library's endpoints as a Response, passes its Set-Cookie headers on to our answer
 * (the session cookie it issues or clears), and returns its JSON or its error as received.
 */
export async function callLibrary<T = unknown>(
  c: Context<AppEnv>,
  run: () => Promise<Response>,
): Promise<LibraryResult<T>> {
  const res = await run();
  for (const cookie of res.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: keep the empty body
  }
  if (res.ok) return { ok: true, data: body as T };
  return {
    ok: false,
    status: res.status,
    code: isLibraryErrorCode(body.code) ? body.code : 'auth_error',
    message:
      typeof body.message === 'string' && body.message
        ? body.message
        : 'Something went wrong. Please try again.',
  };
}

/** Expires every cookie the auth library may have set in this browser (stale or deleted sessions). */
export async function clearAuthCookies(c: Context<AppEnv>) {
  const { authCookies } = await c.var.deps.auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure });
  }
}

/** Whether the request carries a session cookie at all (to tell "stale cookie" from "never signed in"). */
export async function hasSessionCookie(c: Context<AppEnv>) {
  const { authCookies } = await c.var.deps.auth.$context;
  return (c.req.header('cookie') ?? '').includes(`${authCookies.sessionToken.name}=`);
}
