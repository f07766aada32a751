import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, badRequest } from '../../errors';

// Room for the multipart envelope around a file at the size limit.
const MULTIPART_OVERHEAD = 64 * 1024;

export function uploadLimit(maxBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw new ApiError(413, 'too_large', message, { file: message });
    },
  });
}

/** The multipart form of an upload and its `file` part, refusing a missing, empty or oversized file. */
export async function readUpload(
  c: Context,
  options: { maxBytes: number; tooLarge: string; missing: string },
) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form.file;
  if (!(file instanceof File) || file.size === 0)
    throw badRequest(options.missing, { file: options.missing });
  if (file.size > options.maxBytes)
    throw new ApiError(413, 'too_large', options.tooLarge, { file: options.tooLarge });
  return { form, file };
}
