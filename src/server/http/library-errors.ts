import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * The auth library answers its own endpoints' failures as `{ code, message }`; every other API error is
 * `{ error: { code, message } }`. Re-wrap them so clients and tests see one error shape everywhere.
 */
export const wrapLibraryErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || 'error' in body) return;
  const code = typeof body.code === 'string' && body.code ? body.code : 'auth_error';
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : 'Something went wrong. Please try again.';
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify({ error: { code, message } }), { status: res.status, headers });
};
