import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, photoUploadFieldsSchema } from '@shared/schemas/imports';
import type { AppEnv } from '../../context';
import { ApiError, notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { queryInput, validate } from '../../http/validate';
import { sniffImageType } from '../../imports/image-type';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../security/data-dir';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';
import { managedProvider } from '../../claims/practice-access';
import {
  addPracticePhoto,
  deletePracticePhoto,
  findPracticePhoto,
  listPracticePhotos,
} from '../../directory/practice-photos';
import { uploadsDir } from '../../uploads';
import { readUpload, uploadLimit } from './upload';

export const PHOTO_MESSAGES = {
  tooLarge: 'This photo is larger than 5 MB. Resize it and try again.',
  missing: 'Choose a photo to upload.',
  wrongType: 'Only PNG, JPEG and WebP images can be uploaded.',
  notFound: 'We could not find that photo.',
} as const;

const PHOTO_URL_PREFIX = '/uploads/providers/';

const providerQuerySchema = z.object({
  providerId: z.coerce.number({ message: 'Choose a provider.' }).int().positive('Choose a provider.'),
});

// Photos of a provider, uploaded by an admin (/photo-import-admin) or by the profile's owner.
export const photosRoutes = new Hono<AppEnv>()
  .get('/imports/photos', requireUser, queryInput(providerQuerySchema), async (c) => {
    const { providerId } = c.req.valid('query');
    const provider = await managedProvider(c.var.deps.db, currentUser(c), providerId);
    return c.json({ photos: await listPracticePhotos(c.var.deps.db, provider.id) });
  })
  .post('/imports/photos', requireUser, uploadLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge), async (c) => {
    const me = currentUser(c);
    const { deps } = c.var;
    await enforceRateLimit(c, 'upload', { keys: [`user:${me.id}`] });
    const { form, file } = await readUpload(c, {
      maxBytes: PHOTO_MAX_BYTES,
      tooLarge: PHOTO_MESSAGES.tooLarge,
      missing: PHOTO_MESSAGES.missing,
    });
    const fields = validate(photoUploadFieldsSchema, {
      providerId: form.providerId,
      caption: typeof form.caption === 'string' ? form.caption : undefined,
      kind: typeof form.kind === 'string' && form.kind ? form.kind : undefined,
    });
    const provider = await managedProvider(c.var.deps.db, currentUser(c), fields.providerId);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) {
      await logSecurityEvent(deps, { type: 'photo_refused', severity: 'low', userId: me.id }, c);
      throw new ApiError(415, 'unsupported_type', PHOTO_MESSAGES.wrongType, {
        file: PHOTO_MESSAGES.wrongType,
      });
    }
    const dir = path.join(uploadsDir(deps), 'providers', String(provider.id));
    const name = `${randomUUID()}.${type.ext}`;
    await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.writeFile(path.join(dir, name), bytes, { mode: PRIVATE_FILE_MODE });
    const photo = await addPracticePhoto(deps.db, {
      providerId: provider.id,
      url: `${PHOTO_URL_PREFIX}${provider.id}/${name}`,
      caption: fields.caption,
      kind: fields.kind,
    });
    return c.json({ photo }, 201);
  })
  .delete('/imports/photos/:photoId', requireUser, async (c) => {
    const id = z.uuid().safeParse(c.req.param('photoId'));
    if (!id.success) throw notFound(PHOTO_MESSAGES.notFound);
    const { db } = c.var.deps;
    const photo = await findPracticePhoto(db, id.data);
    if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
    await managedProvider(c.var.deps.db, currentUser(c), photo.providerId).catch(() => {
      throw notFound(PHOTO_MESSAGES.notFound);
    });
    await deletePracticePhoto(db, photo);
    if (photo.url.startsWith(PHOTO_URL_PREFIX)) {
      await fs.rm(
        path.join(uploadsDir(c.var.deps), 'providers', String(photo.providerId), path.basename(photo.url)),
        {
          force: true,
        },
      );
    }
    return c.body(null, 204);
  });
