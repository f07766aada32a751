import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import { IMPORT_MAX_BYTES, PHOTO_MAX_BYTES } from '@shared/schemas/imports';
import type { AppEnv } from '../context';
import { ApiError, errorBody } from '../errors';

/** Every request body but a file upload: JSON forms are a few kilobytes. */
export const BODY_LIMIT = 1024 * 1024;
// Room for the multipart envelope around a file at its size limit.
const MULTIPART_OVERHEAD = 64 * 1024;

/** The routes that take a file, each with its file's cap; they take multipart bodies only. */
export const UPLOAD_LIMITS: ReadonlyMap<string, number> = new Map([
  ['/api/profile/avatar', AVATAR_MAX_BYTES],
  ['/api/imports/providers/preview', IMPORT_MAX_BYTES],
  ['/api/imports/providers', IMPORT_MAX_BYTES],
  ['/api/imports/photos', PHOTO_MAX_BYTES],
]);

const tooLarge = (max: number) =>
  bodyLimit({
    maxSize: max,
    onError: (c) => c.json(errorBody(new ApiError(413, 'too_large', 'The request is too large.')), 413),
  });

const general = tooLarge(BODY_LIMIT);
const uploads = new Map([...UPLOAD_LIMITS].map(([path, max]) => [path, tooLarge(max + MULTIPART_OVERHEAD)]));

/**
 * One cap for every request, counted on the stream as it arrives (a declared Content-Length over the cap is
 * refused before reading): nothing downstream — the null-byte check, the auth library, a handler — ever holds
 * more than the cap in memory. A file route gets its larger cap only for a multipart body; JSON sent to it is
 * held to the general one. Each file route still checks its own file against its own message.
 */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  const limit = (multipart && uploads.get(c.req.path)) || general;
  return limit(c, next);
};
