import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';

export const NULL_BYTE_MESSAGE =
  'Your request contains an invisible control character (a null byte) that we cannot store. Please remove it and try again.';

function decoded(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so a null byte anywhere in the path, the query or a JSON body would reach
 * the database as an error. No person types one: refuse it up front with a clear 400 instead.
 */
export const rejectNullBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let found = decoded(url.pathname + url.search).includes('\u0000');
  const type = c.req.header('content-type') ?? '';
  if (!found && c.req.raw.body && type.toLowerCase().startsWith('application/json')) {
    // A clone, so the handler (or the auth library) still reads the untouched body.
    const text = await c.req.raw.clone().text();
    found = text.includes('\u0000') || /(?<!\\)(?:\\\\)*\\u0000/i.test(text);
  }
  if (found) throw new ApiError(400, 'null_byte', NULL_BYTE_MESSAGE);
  await next();
};
