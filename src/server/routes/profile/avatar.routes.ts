import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@shared/schemas/profile';
import { uploadsDir } from '../../uploads';
import { replaceAvatarUrl } from '../../auth/accounts';
import type { AppEnv, Deps } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { currentUser } from '../../http/middleware';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../security/data-dir';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';
import { NOT_AUTHENTICATED } from './messages';

const AVATAR_URL_PREFIX = '/uploads/avatars/';

// Room for the multipart envelope around a file at the size limit.
const MULTIPART_OVERHEAD = 64 * 1024;

/** The image type by its first bytes; the name and the declared type of an upload prove nothing. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

function avatarsDir(deps: Pick<Deps, 'env'>) {
  return path.join(uploadsDir(deps), 'avatars');
}

/** Deletes a stored avatar by its public URL; URLs that are not ours are ignored. */
export async function removeAvatarFile(deps: Pick<Deps, 'env'>, url: string) {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return;
  const name = path.basename(url);
  await fs.rm(path.join(avatarsDir(deps), name), { force: true });
}

export const avatarRoutes = new Hono<AppEnv>()
  .post(
    '/profile/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw new ApiError(413, 'too_large', AVATAR_MESSAGES.tooLarge, { avatar: AVATAR_MESSAGES.tooLarge });
      },
    }),
    async (c) => {
      const me = currentUser(c, NOT_AUTHENTICATED);
      const { deps } = c.var;
      await enforceRateLimit(c, 'upload', { keys: [`user:${me.id}`] });
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.avatar;
      if (!(file instanceof File) || file.size === 0) {
        throw badRequest(AVATAR_MESSAGES.missing, { avatar: AVATAR_MESSAGES.missing });
      }
      if (file.size > AVATAR_MAX_BYTES) {
        throw new ApiError(413, 'too_large', AVATAR_MESSAGES.tooLarge, { avatar: AVATAR_MESSAGES.tooLarge });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) {
        await logSecurityEvent(deps, { type: 'avatar_refused', severity: 'low', userId: me.id }, c);
        throw new ApiError(415, 'unsupported_type', AVATAR_MESSAGES.wrongType, {
          avatar: AVATAR_MESSAGES.wrongType,
        });
      }
      const name = `${me.id}-${randomBytes(6).toString('hex')}.${type}`;
      await fs.mkdir(avatarsDir(deps), { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.writeFile(path.join(avatarsDir(deps), name), bytes, { mode: PRIVATE_FILE_MODE });
      const avatarUrl = `${AVATAR_URL_PREFIX}${name}`;
      const before = await replaceAvatarUrl(deps.db, me.id, avatarUrl);
      if (before) await removeAvatarFile(deps, before);
      return c.json({ avatarUrl });
    },
  )
  .delete('/profile/avatar', async (c) => {
    const me = currentUser(c, NOT_AUTHENTICATED);
    const { deps } = c.var;
    const before = await replaceAvatarUrl(deps.db, me.id, null);
    if (before) await removeAvatarFile(deps, before);
    return c.json({ avatarUrl: null });
  });
