import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

const SANE_ID = /^[A-Za-z0-9._-]{8,64}$/;
// A path segment that looks like a token (long, mixed case: mailed-link tokens), never a slug or a UUID; and any
// segment after a route whose next segment is a token.
const TOKEN_SEGMENT = /^(?=[^/]*[a-z])(?=[^/]*[A-Z])[A-Za-z0-9_-]{16,}$/;
const BEFORE_TOKEN = new Set(['reset-password', 'verify-email', 'magic-link']);

/** The path as logged: no query string (links carry tokens there) and no token-like segment. */
export function loggedPath(path: string) {
  const segments = path.split('/');
  return segments
    .map((segment, i) =>
      TOKEN_SEGMENT.test(segment) || (i > 0 && BEFORE_TOKEN.has(segments[i - 1]) && segment)
        ? ':token'
        : segment,
    )
    .join('/');
}

/**
 * One line per request with a request id: the caller's X-Request-Id when it is a sane token (a proxy's), else a
 * new one; sent back on the response so a user's report can be matched with the log. No cookies, no bodies.
 */
export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('x-request-id');
  const id = given && SANE_ID.test(given) ? given : randomUUID();
  const started = performance.now();
  await next();
  c.res.headers.set('X-Request-Id', id);
  c.var.deps.logger.info(
    {
      reqId: id,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
};
