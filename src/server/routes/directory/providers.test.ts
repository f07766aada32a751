import { describe, expect, it } from 'vitest';
import { favorites, locations, providerPhotos, reviews, zipCodes } from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
await seedCatalogue(t.db);
await t.db.insert(locations).values({
  id: 'miami-fl',
  city: 'Miami',
  state: 'FL',
  stateName: 'Florida',
  latitude: 25.7617,
  longitude: -80.1918,
});
await t.db
  .insert(zipCodes)
  .values({ zip: '33131', locationId: 'miami-fl', latitude: 25.7629, longitude: -80.1895 });

const provider = await createProvider(t.db, { lastName: 'Profile', languages: ['English', 'Spanish'] }, [
  'rhinoplasty',
  'botox',
]);

type Sample = {
  rating: number;
  worthIt: 'worth_it' | 'not_sure' | 'not_worth_it';
  procedureId?: string;
  hidden?: boolean;
};
async function addSampleReviews(providerId: number, samples: Sample[]) {
  const base = Date.UTC(2025, 0, 1);
  await t.db.insert(reviews).values(
    samples.map((s, i) => ({
      providerId,
      authorName: `Sample ${i}`,
      procedureId: s.procedureId ?? 'rhinoplasty',
      rating: s.rating,
      worthIt: s.worthIt,
      title: `Review ${i}`,
      body: 'A sample review body that is long enough to read.',
      monthsSinceTreatment: 3,
      hidden: s.hidden ?? false,
      createdAt: new Date(base + i * 86_400_000),
    })),
  );
}

await addSampleReviews(provider.id, [
  { rating: 5, worthIt: 'worth_it' },
  { rating: 5, worthIt: 'worth_it', procedureId: 'botox' },
  { rating: 4, worthIt: 'not_sure' },
  { rating: 2, worthIt: 'not_worth_it' },
  { rating: 1, worthIt: 'not_worth_it', hidden: true },
]);
await t.db.insert(providerPhotos).values([
  {
    providerId: provider.id,
    url: '/api/directory/photos/a.svg',
    caption: 'Reception',
    kind: 'office',
    sortOrder: 0,
  },
  {
    providerId: provider.id,
    url: '/api/directory/photos/b.svg',
    caption: 'Result',
    kind: 'result',
    procedureId: 'botox',
    sortOrder: 1,
  },
]);

describe('GET /api/providers/:id', () => {
  it('returns the full profile with procedures, photos and a breakdown of visible reviews only', async () => {
    const res = await t.request(`/api/providers/${provider.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider).toMatchObject({
      id: provider.id,
      displayName: 'Dr. Alex Profile',
      credentials: 'MD',
      boardCertified: true,
      boardName: 'American Board of Plastic Surgery',
      verified: true,
      languages: ['English', 'Spanish'],
      city: 'Miami',
    });
    expect(body.provider).not.toHaveProperty('email');
    expect(body.dataSource).toMatchObject({ kind: 'sample', label: 'Sample data' });
    expect(body.procedures.map((p: { id: string }) => p.id).sort()).toEqual(['botox', 'rhinoplasty']);
    expect(body.procedures[0]).toMatchObject({ priceMin: 5000, priceMax: 12000 });
    expect(body.procedures.find((p: { id: string }) => p.id === 'botox').name).toBe('Botox');
    expect(body.photoCount).toBe(2);
    expect(body.photos[1]).toMatchObject({ caption: 'Result', procedureName: 'Botox' });
    expect(body.reviewSummary).toEqual({
      count: 4,
      average: 4,
      breakdown: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      worthIt: { worthIt: 2, notSure: 1, notWorthIt: 1 },
      worthItPercent: 50,
    });
    expect(body.reviews.total).toBe(4);
    expect(body.reviews.reviews[0]).toMatchObject({
      rating: 2,
      verification: 'sample',
      verificationLabel: 'Sample review',
    });
    expect(body.reviews.reviews.some((r: { rating: number }) => r.rating === 1)).toBe(false);
    expect(body.saved).toBe(false);
    expect(body.myReviews).toEqual([]);
    expect(body.distanceMiles).toBeNull();
  });

  it('measures distance from a ZIP, a city or the browser position', async () => {
    const zip = await (await t.request(`/api/providers/${provider.id}?near=33131`)).json();
    expect(zip.distanceFrom).toBe('33131 (Miami, FL)');
    expect(zip.distanceMiles).toBeLessThan(1);
    const city = await (
      await t.request(`/api/providers/${provider.id}?near=${encodeURIComponent('miami, fl')}`)
    ).json();
    expect(city.distanceFrom).toBe('Miami, FL');
    const nyc = await (await t.request(`/api/providers/${provider.id}?lat=40.7128&lng=-74.006`)).json();
    expect(nyc.distanceFrom).toBe('your location');
    expect(nyc.distanceMiles).toBeGreaterThan(1000);
    expect(nyc.distanceMiles).toBeLessThan(1150);
    const unknown = await (await t.request(`/api/providers/${provider.id}?near=Atlantis`)).json();
    expect(unknown.distanceMiles).toBeNull();
  });

  it('refuses half a position with a clear message', async () => {
    const res = await t.request(`/api/providers/${provider.id}?lat=40`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Send both lat and lng, or neither.');
  });

  it('tells a signed-in patient whether they saved the provider', async () => {
    const u = await t.createUser();
    await t.db.insert(favorites).values({ userId: u.id, providerId: provider.id });
    const body = await (await t.request(`/api/providers/${provider.id}`, { cookie: u.cookie! })).json();
    expect(body.saved).toBe(true);
  });

  it('answers unknown and malformed ids with a 404 and a kind message', async () => {
    for (const id of ['999999', 'abc', '0', '1e3']) {
      const res = await t.request(`/api/providers/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(
        'We could not find that provider. They may have left the directory.',
      );
    }
  });

  it('labels imported and claimed profiles', async () => {
    const claimed = await createProvider(t.db, { source: 'claim' });
    const imported = await createProvider(t.db, { source: 'import' });
    expect((await (await t.request(`/api/providers/${claimed.id}`)).json()).dataSource.label).toBe(
      'Claimed by the practice',
    );
    expect((await (await t.request(`/api/providers/${imported.id}`)).json()).dataSource.kind).toBe(
      'imported',
    );
  });
});

describe('GET /api/providers/:id/reviews', () => {
  const other = createProvider(t.db, {}, ['rhinoplasty', 'botox']).then(async (p) => {
    await addSampleReviews(
      p.id,
      Array.from({ length: 7 }, (_, i) => ({
        rating: (i % 5) + 1,
        worthIt: 'worth_it' as const,
        procedureId: i < 2 ? 'botox' : 'rhinoplasty',
      })),
    );
    return p;
  });

  it('pages the newest first', async () => {
    const p = await other;
    const first = await (await t.request(`/api/providers/${p.id}/reviews`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 7, totalPages: 2, sort: 'recent' });
    expect(first.reviews.map((r: { title: string }) => r.title)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
    ]);
    const second = await (await t.request(`/api/providers/${p.id}/reviews?page=2`)).json();
    expect(second.reviews.map((r: { title: string }) => r.title)).toEqual(['Review 1', 'Review 0']);
    const beyond = await (await t.request(`/api/providers/${p.id}/reviews?page=50`)).json();
    expect(beyond.reviews).toEqual([]);
  });

  it('sorts by rating and filters by procedure', async () => {
    const p = await other;
    const lowest = await (await t.request(`/api/providers/${p.id}/reviews?sort=lowest`)).json();
    expect(lowest.reviews.map((r: { rating: number }) => r.rating)).toEqual([1, 1, 2, 2, 3]);
    const highest = await (await t.request(`/api/providers/${p.id}/reviews?sort=highest`)).json();
    expect(highest.reviews[0].rating).toBe(5);
    const botox = await (await t.request(`/api/providers/${p.id}/reviews?procedure=botox`)).json();
    expect(botox.total).toBe(2);
    expect(botox.reviews.every((r: { procedureId: string }) => r.procedureId === 'botox')).toBe(true);
  });

  it('rejects bad paging and sorting with clear messages', async () => {
    const p = await other;
    const sort = await t.request(`/api/providers/${p.id}/reviews?sort=best`);
    expect(sort.status).toBe(400);
    expect((await sort.json()).error.message).toBe('Sort reviews by recent, highest or lowest.');
    const page = await t.request(`/api/providers/${p.id}/reviews?page=0`);
    expect((await page.json()).error.message).toBe('Page must be a whole number from 1 to 1000.');
    expect((await t.request('/api/providers/999999/reviews')).status).toBe(404);
  });
});

describe('GET /api/provider-photos', () => {
  it("lists one provider's gallery, or recent photos across providers", async () => {
    const mine = await (await t.request(`/api/provider-photos?provider=${provider.id}`)).json();
    expect(mine.provider).toMatchObject({ id: provider.id, displayName: 'Dr. Alex Profile' });
    expect(mine.photos.map((p: { caption: string }) => p.caption)).toEqual(['Reception', 'Result']);
    const all = await (await t.request('/api/provider-photos')).json();
    expect(all.provider).toBeNull();
    expect(all.total).toBe(2);
    expect(all.photos[0]).toMatchObject({
      providerId: provider.id,
      practiceName: 'Profile Aesthetic Surgery',
    });
    expect((await t.request('/api/provider-photos?provider=999999')).status).toBe(404);
  });
});
