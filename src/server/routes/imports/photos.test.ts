import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../uploads';
import { providerPhotos } from '../../db/schema';
import { createAdmin, fileForm, seedMiami } from '../../imports/testing';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { PHOTO_MESSAGES } from './photos.routes';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let owner: Awaited<ReturnType<typeof t.createUser>>;
let stranger: Awaited<ReturnType<typeof t.createUser>>;
let providerId: number;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 86, 80, 56]);

beforeAll(async () => {
  await seedMiami(t.db);
  admin = await createAdmin(t);
  owner = await t.createUser();
  stranger = await t.createUser();
  providerId = (await createProvider(t.db, { ownerUserId: owner.id })).id;
});

function photo(bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}, name = 'photo.png') {
  return fileForm(
    {
      providerId: String(providerId),
      caption: 'Reception',
      kind: 'office',
      ...fields,
      file: new Blob([bytes]),
    },
    name,
  );
}

describe('photo import', () => {
  it('stores PNG, JPEG and WebP photos under the uploads directory, attached to the provider', async () => {
    for (const bytes of [PNG, JPEG, WEBP]) {
      const res = await t.request('/api/imports/photos', {
        method: 'POST',
        body: photo(bytes),
        cookie: admin.cookie!,
      });
      expect(res.status).toBe(201);
      const { photo: stored } = await res.json();
      expect(stored.url).toMatch(
        new RegExp(`^/uploads/providers/${providerId}/[0-9a-f-]+\\.(png|jpg|webp)$`),
      );
      const file = path.join(uploadsDir(t.deps), stored.url.replace('/uploads/', ''));
      expect(fs.readFileSync(file)).toEqual(Buffer.from(bytes));
      const served = await t.request(stored.url);
      expect(served.status).toBe(200);
    }
    const list = await (
      await t.request(`/api/imports/photos?providerId=${providerId}`, { cookie: owner.cookie! })
    ).json();
    expect(list.photos.map((p: { url: string }) => p.url.split('.').pop())).toEqual(['png', 'jpg', 'webp']);
  });

  it('judges the type by the bytes, not the name', async () => {
    const fake = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const res = await t.request('/api/imports/photos', {
      method: 'POST',
      body: photo(fake, {}, 'evil.png'),
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(PHOTO_MESSAGES.wrongType);
  });

  it('refuses photos over 5 MB and missing files', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await t.request('/api/imports/photos', {
      method: 'POST',
      body: photo(big),
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(PHOTO_MESSAGES.tooLarge);
    const none = fileForm({ providerId: String(providerId) });
    const missing = await t.request('/api/imports/photos', {
      method: 'POST',
      body: none,
      cookie: admin.cookie!,
    });
    expect((await missing.json()).error.message).toBe(PHOTO_MESSAGES.missing);
  });

  it('lets the owner upload and delete, hides the provider from others and refuses guests', async () => {
    const res = await t.request('/api/imports/photos', {
      method: 'POST',
      body: photo(PNG),
      cookie: owner.cookie!,
    });
    expect(res.status).toBe(201);
    const { photo: stored } = await res.json();
    expect(
      (await t.request('/api/imports/photos', { method: 'POST', body: photo(PNG), cookie: stranger.cookie! }))
        .status,
    ).toBe(404);
    expect((await t.request('/api/imports/photos', { method: 'POST', body: photo(PNG) })).status).toBe(401);
    expect(
      (await t.request(`/api/imports/photos?providerId=${providerId}`, { cookie: stranger.cookie! })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/imports/photos/${stored.id}`, { method: 'DELETE', cookie: stranger.cookie! }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/imports/photos/${stored.id}`, { method: 'DELETE', cookie: owner.cookie! }))
        .status,
    ).toBe(204);
    expect(await t.db.select().from(providerPhotos).where(eq(providerPhotos.id, stored.id))).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir(t.deps), stored.url.replace('/uploads/', '')))).toBe(false);
  });
});
