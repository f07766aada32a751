import { beforeAll, describe, expect, it } from 'vitest';
import { seedMiami } from '../../imports/testing';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { TRULINK_NOT_FOUND } from './trulink.routes';

const t = await createTestContext();
let owner: Awaited<ReturnType<typeof t.createUser>>;
let stranger: Awaited<ReturnType<typeof t.createUser>>;
let provider: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  await seedMiami(t.db);
  owner = await t.createUser();
  stranger = await t.createUser();
  provider = await createProvider(t.db, { ownerUserId: owner.id }, ['rhinoplasty', 'botox']);
});

const page = {
  headline: 'Natural-looking rhinoplasty in Miami',
  bookingUrl: 'https://book.example.com/dr-alex',
  links: [{ label: 'Before and after gallery', url: 'https://example.com/gallery' }],
  socials: { instagram: 'https://instagram.com/dralex', tiktok: '' },
  highlightedProcedureIds: ['botox', 'rhinoplasty', 'facelift'],
};

describe('TruLinkMD', () => {
  it('shows a public page with the profile basics before the owner builds it', async () => {
    const res = await t.request(`/api/trulink/${provider.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider.displayName).toBe(provider.displayName);
    expect(body.page).toBeNull();
  });

  it('lets the owner build the page, in order, with their own prices', async () => {
    const res = await t.request(`/api/trulink/mine/${provider.id}`, {
      method: 'PUT',
      json: page,
      cookie: owner.cookie!,
    });
    expect(res.status).toBe(200);
    const pub = await (await t.request(`/api/trulink/${provider.slug}`)).json();
    expect(pub.page.headline).toBe(page.headline);
    expect(pub.page.socials).toEqual({ instagram: 'https://instagram.com/dralex' });
    expect(pub.page.highlightedProcedures).toEqual([
      { id: 'botox', name: 'Botox', priceMin: 5000, priceMax: 12000 },
      { id: 'rhinoplasty', name: 'Rhinoplasty (Nose Job)', priceMin: 5000, priceMax: 12000 },
      { id: 'facelift', name: 'Facelift', priceMin: null, priceMax: null },
    ]);
  });

  it('accepts only http(s) links', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/x', 'example.com']) {
      const res = await t.request(`/api/trulink/mine/${provider.id}`, {
        method: 'PUT',
        json: { ...page, links: [{ label: 'x', url }] },
        cookie: owner.cookie!,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Enter a full web address starting with https://');
    }
    const booking = await t.request(`/api/trulink/mine/${provider.id}`, {
      method: 'PUT',
      json: { ...page, bookingUrl: 'javascript:alert(1)' },
      cookie: owner.cookie!,
    });
    expect((await booking.json()).error.fields.bookingUrl).toBe(
      'Enter a full web address starting with https://',
    );
  });

  it('keeps other people out of the editor', async () => {
    expect(
      (
        await t.request(`/api/trulink/mine/${provider.id}`, {
          method: 'PUT',
          json: page,
          cookie: stranger.cookie!,
        })
      ).status,
    ).toBe(404);
    expect((await t.request(`/api/trulink/mine/${provider.id}`, { method: 'PUT', json: page })).status).toBe(
      401,
    );
  });

  it('answers an unknown provider with 404', async () => {
    const res = await t.request('/api/trulink/no-such-doctor');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(TRULINK_NOT_FOUND);
  });
});
