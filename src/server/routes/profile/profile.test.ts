import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../uploads';
import { notifications, session, trugptConversations, user } from '../../db/schema';
import { createTestContext, TEST_PASSWORD } from '../../test/test-app';
import { cookieFrom, errorOf, STRONG_PASSWORD } from '../auth/auth-test-kit';

const t = await createTestContext({ DATA_DIR: `/tmp/truself-test-profile-${process.pid}` });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const WEBP = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);

function upload(cookie: string | undefined, bytes: Uint8Array, type = 'image/png', name = 'me.png') {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return t.request('/api/profile/avatar', { method: 'POST', body: form, cookie });
}

describe('profile while signed out', () => {
  it("answers 401 'User not authenticated' to every profile change", async () => {
    const calls = [
      t.request('/api/profile', {
        method: 'PATCH',
        json: { firstName: 'A', lastName: 'B', username: 'abc' },
      }),
      t.request('/api/profile/password', { json: { currentPassword: 'x', newPassword: STRONG_PASSWORD } }),
      t.request('/api/profile', { method: 'DELETE', json: { confirm: 'DELETE' } }),
      upload(undefined, PNG),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect((await errorOf(res))?.message).toBe('User not authenticated');
    }
  });
});

describe('PATCH /api/profile', () => {
  it('updates names and username under the sign-up rules', async () => {
    const u = await t.createUser();
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: ' Ana ', lastName: 'de la Cruz', username: 'ana_cruz' },
      cookie: u.cookie!,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      firstName: 'Ana',
      lastName: 'de la Cruz',
      username: 'ana_cruz',
    });
    const me = (await (await t.request('/api/me', { cookie: u.cookie! })).json()).user;
    expect(me).toMatchObject({ firstName: 'Ana', name: 'Ana de la Cruz', username: 'ana_cruz' });
  });

  it.each([
    ['username', 'moderator', 'This username is reserved'],
    ['username', 'ab', 'Username must be at least 3 characters long'],
    ['firstName', '', 'First name is required'],
    ['lastName', 'Sm1th', 'Last name can only contain letters, spaces, hyphens and apostrophes'],
  ])('refuses %s %j with %j', async (field, value, message) => {
    const u = await t.createUser();
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: 'Ana', lastName: 'Cruz', username: `ok_${u.id.slice(0, 6)}`, [field]: value },
      cookie: u.cookie!,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res))?.fields?.[field]).toBe(message);
  });

  it('refuses a username another account has, but keeps your own', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const take = (cookie: string, username: string) =>
      t.request('/api/profile', {
        method: 'PATCH',
        json: { firstName: 'A', lastName: 'B', username },
        cookie,
      });
    expect((await take(a.cookie!, 'Taken_Name')).status).toBe(200);
    expect((await take(a.cookie!, 'taken_name')).status).toBe(200);
    const clash = await take(b.cookie!, 'TAKEN_NAME');
    expect(clash.status).toBe(409);
    expect((await errorOf(clash))?.message).toBe('That username is already taken. Please choose another.');
  });
});

describe('POST /api/profile/avatar', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['WebP', WEBP, 'webp'],
  ])('stores a %s under the uploads folder and serves it', async (_name, bytes, ext) => {
    const u = await t.createUser();
    const res = await upload(u.cookie!, bytes);
    expect(res.status).toBe(200);
    const { avatarUrl } = await res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${u.id}-[0-9a-f]+\\.${ext}$`));
    expect(fs.existsSync(path.join(uploadsDir(t.deps), 'avatars', path.basename(avatarUrl)))).toBe(true);
    const served = await t.request(avatarUrl);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const me = (await (await t.request('/api/me', { cookie: u.cookie! })).json()).user;
    expect(me.avatarUrl).toBe(avatarUrl);
  });

  it('checks the content, not the declared type or name', async () => {
    const u = await t.createUser();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(u.cookie!, html, 'image/png', 'evil.png');
    expect(res.status).toBe(415);
    expect((await errorOf(res))?.message).toBe('Please choose a PNG, JPEG or WebP image.');
    const gif = await upload(u.cookie!, new TextEncoder().encode('GIF89a....'), 'image/gif', 'a.gif');
    expect(gif.status).toBe(415);
  });

  it('refuses images over 2 MB', async () => {
    const u = await t.createUser();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(u.cookie!, big);
    expect(res.status).toBe(413);
    expect((await errorOf(res))?.message).toBe('Please choose an image of 2 MB or less.');
  });

  it('replaces the previous file when a new avatar is uploaded', async () => {
    const u = await t.createUser();
    const first = (await (await upload(u.cookie!, PNG)).json()).avatarUrl;
    const second = (await (await upload(u.cookie!, JPEG)).json()).avatarUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(uploadsDir(t.deps), 'avatars', path.basename(first)))).toBe(false);
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const u = await t.createUser();
    const other = await t.signIn(u.email);
    const wrong = await t.request('/api/profile/password', {
      json: { currentPassword: 'Not-Current-Pass-1!', newPassword: STRONG_PASSWORD },
      cookie: u.cookie!,
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong))?.fields?.currentPassword).toBe('Your current password is incorrect.');

    const weak = await t.request('/api/profile/password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      cookie: u.cookie!,
    });
    expect((await errorOf(weak))?.message).toBe('Password must be at least 12 characters long');

    const res = await t.request('/api/profile/password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: STRONG_PASSWORD },
      cookie: u.cookie!,
    });
    expect(res.status).toBe(200);
    const current = cookieFrom(res) || u.cookie!;
    expect((await (await t.request('/api/me', { cookie: current })).json()).user?.id).toBe(u.id);
    expect((await (await t.request('/api/me', { cookie: other })).json()).user).toBeNull();
    expect(await t.db.$count(session, eq(session.userId, u.id))).toBe(1);
  });
});

describe('DELETE /api/profile', () => {
  it('needs DELETE typed exactly', async () => {
    const u = await t.createUser();
    const res = await t.request('/api/profile', {
      method: 'DELETE',
      json: { confirm: 'delete' },
      cookie: u.cookie!,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res))?.message).toBe('Type DELETE to confirm');
  });

  it('removes the user with their conversations, notifications and avatar, and signs out', async () => {
    const u = await t.createUser();
    const avatarUrl = (await (await upload(u.cookie!, PNG)).json()).avatarUrl;
    await t.db.insert(trugptConversations).values({ userId: u.id, title: 'Rhinoplasty questions' });
    await t.db.insert(notifications).values({ userId: u.id, type: 'info', title: 'Hi', message: 'Hello' });
    const res = await t.request('/api/profile', {
      method: 'DELETE',
      json: { confirm: 'DELETE' },
      cookie: u.cookie!,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);
    expect(await t.db.$count(user, eq(user.id, u.id))).toBe(0);
    expect(await t.db.$count(trugptConversations, eq(trugptConversations.userId, u.id))).toBe(0);
    expect(await t.db.$count(notifications, eq(notifications.userId, u.id))).toBe(0);
    expect(fs.existsSync(path.join(uploadsDir(t.deps), 'avatars', path.basename(avatarUrl)))).toBe(false);
    expect((await (await t.request('/api/me', { cookie: u.cookie! })).json()).user).toBeNull();
  });
});
