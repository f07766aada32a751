import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const JSON_ONLY_MESSAGE = 'Please send this request as JSON (Content-Type: application/json).';

// A body arrives with a length, chunked, or (for in-process requests) at least a content type. Browsers send a
// body-less DELETE with none of these, and the node adapter still hands it a (empty) body stream.
function hasBody(request: Request) {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding') || request.headers.has('content-type');
}

/**
 * State-changing API calls carry JSON, or nothing at all; only upload routes take multipart. Browsers send
 * text/plain, urlencoded and multipart bodies cross-site without asking first, so refusing them here keeps a
 * forged form post from ever reaching a handler, whatever the Origin check decides.
 */
export const requireJsonBody =
  (uploadRoutes: ReadonlySet<string>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const upload = c.req.method === 'POST' && uploadRoutes.has(c.req.path) && type === 'multipart/form-data';
    if (type !== 'application/json' && !upload)
      throw new ApiError(415, 'unsupported_media_type', JSON_ONLY_MESSAGE);
    await next();
  };
