import { describe, expect, it } from 'vitest';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
await seedCatalogue(t.db);
const miami = await createProvider(t.db, { lastName: 'Miami' }, ['rhinoplasty', 'botox']);
const boston = await createProvider(
  t.db,
  {
    lastName: 'Boston',
    city: 'Boston',
    state: 'MA',
    latitude: 42.3601,
    longitude: -71.0589,
    boardCertified: false,
    boardName: null,
  },
  ['botox'],
);

describe('favorites', () => {
  it('asks guests to sign in', async () => {
    for (const [method, path] of [
      ['GET', '/api/favorites'],
      ['PUT', `/api/favorites/${miami.id}`],
      ['PATCH', `/api/favorites/${miami.id}`],
      ['DELETE', `/api/favorites/${miami.id}`],
    ]) {
      const res = await t.request(path, { method, json: method === 'PATCH' ? { note: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error.message).toBe('Please sign in to save providers.');
    }
  });

  it('saves, lists with procedures and prices, notes and removes', async () => {
    const u = await t.createUser();
    expect((await t.request(`/api/favorites/${miami.id}`, { method: 'PUT', cookie: u.cookie! })).status).toBe(
      200,
    );
    const withNote = await t.request(`/api/favorites/${boston.id}`, {
      method: 'PUT',
      cookie: u.cookie!,
      json: { note: 'Ask about recovery time' },
    });
    expect(withNote.status).toBe(200);
    // Saving again is harmless and keeps the note.
    await t.request(`/api/favorites/${boston.id}`, { method: 'PUT', cookie: u.cookie! });

    const list = await (await t.request('/api/favorites?near=Atlantis', { cookie: u.cookie! })).json();
    expect(list.favorites.map((f: { provider: { id: number } }) => f.provider.id)).toEqual([
      boston.id,
      miami.id,
    ]);
    expect(list.favorites[0]).toMatchObject({ note: 'Ask about recovery time', distanceMiles: null });
    expect(list.favorites[0].provider).toMatchObject({ boardCertified: false, city: 'Boston' });
    expect(list.favorites[1].procedures).toEqual([
      expect.objectContaining({ id: 'rhinoplasty', priceMin: 5000, priceMax: 12000 }),
      expect.objectContaining({ id: 'botox', name: 'Botox' }),
    ]);

    const near = await (await t.request('/api/favorites?lat=25.77&lng=-80.19', { cookie: u.cookie! })).json();
    expect(near.distanceFrom).toBe('your location');
    expect(near.favorites[1].distanceMiles).toBeLessThan(2);
    expect(near.favorites[0].distanceMiles).toBeGreaterThan(1000);

    const ids = await (await t.request('/api/favorites/ids', { cookie: u.cookie! })).json();
    expect(ids.providerIds.sort()).toEqual([miami.id, boston.id].sort());

    const note = await t.request(`/api/favorites/${miami.id}`, {
      method: 'PATCH',
      cookie: u.cookie!,
      json: { note: '  Great reviews  ' },
    });
    expect(await note.json()).toEqual({ providerId: miami.id, note: 'Great reviews' });

    expect(
      (await t.request(`/api/favorites/${miami.id}`, { method: 'DELETE', cookie: u.cookie! })).status,
    ).toBe(204);
    const after = await (await t.request('/api/favorites', { cookie: u.cookie! })).json();
    expect(after.favorites).toHaveLength(1);
  });

  it("keeps each user's list to themselves: another user's favorite answers 404", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await t.request(`/api/favorites/${miami.id}`, {
      method: 'PUT',
      cookie: owner.cookie!,
      json: { note: 'mine' },
    });

    const patch = await t.request(`/api/favorites/${miami.id}`, {
      method: 'PATCH',
      cookie: other.cookie!,
      json: { note: 'hijack' },
    });
    expect(patch.status).toBe(404);
    expect((await patch.json()).error.message).toBe('This provider is not in your saved list.');
    expect(
      (await t.request(`/api/favorites/${miami.id}`, { method: 'DELETE', cookie: other.cookie! })).status,
    ).toBe(404);
    expect((await (await t.request('/api/favorites', { cookie: other.cookie! })).json()).favorites).toEqual(
      [],
    );

    const mine = await (await t.request('/api/favorites', { cookie: owner.cookie! })).json();
    expect(mine.favorites[0].note).toBe('mine');
  });

  it('validates notes and unknown providers', async () => {
    const u = await t.createUser();
    const unknown = await t.request('/api/favorites/999999', { method: 'PUT', cookie: u.cookie! });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('We could not find that provider.');
    expect((await t.request('/api/favorites/abc', { method: 'PUT', cookie: u.cookie! })).status).toBe(404);
    await t.request(`/api/favorites/${miami.id}`, { method: 'PUT', cookie: u.cookie! });
    const long = await t.request(`/api/favorites/${miami.id}`, {
      method: 'PATCH',
      cookie: u.cookie!,
      json: { note: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Notes can be at most 1,000 characters.');
    const broken = await t.request(`/api/favorites/${miami.id}`, {
      method: 'PUT',
      cookie: u.cookie!,
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});
