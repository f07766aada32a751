import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocationDetailResponse, LocationListResponse } from '@shared/schemas/directory';
import { locations, providerProcedures } from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { locationNotFoundMessage } from './locations.routes';

const t = await createTestContext();

const metros = [
  {
    id: 'miami-fl',
    city: 'Miami',
    state: 'FL',
    stateName: 'Florida',
    latitude: 25.7617,
    longitude: -80.1918,
  },
  {
    id: 'jacksonville-fl',
    city: 'Jacksonville',
    state: 'FL',
    stateName: 'Florida',
    latitude: 30.3322,
    longitude: -81.6557,
  },
  {
    id: 'orlando-fl',
    city: 'Orlando',
    state: 'FL',
    stateName: 'Florida',
    latitude: 28.5383,
    longitude: -81.3792,
  },
  {
    id: 'austin-tx',
    city: 'Austin',
    state: 'TX',
    stateName: 'Texas',
    latitude: 30.2672,
    longitude: -97.7431,
  },
  {
    id: 'boston-ma',
    city: 'Boston',
    state: 'MA',
    stateName: 'Massachusetts',
    latitude: 42.3601,
    longitude: -71.0589,
  },
];

let best: number;

beforeAll(async () => {
  await seedCatalogue(t.db);
  await t.db.insert(locations).values(metros);
  const miami = { locationId: 'miami-fl', city: 'Miami', state: 'FL' };
  const a = await createProvider(t.db, { ...miami, ratingAvg: 4.2, reviewCount: 40 }, [
    'botox',
    'rhinoplasty',
  ]);
  const b = await createProvider(t.db, { ...miami, ratingAvg: 4.9, reviewCount: 300 }, ['botox']);
  await createProvider(t.db, { ...miami, verified: false, ratingAvg: 5, reviewCount: 500 }, [
    'botox',
    'facelift',
  ]);
  await createProvider(t.db, { locationId: 'austin-tx', city: 'Austin', state: 'TX' }, ['botox']);
  best = b.id;
  const price = (id: number, min: number, max: number) =>
    t.db
      .update(providerProcedures)
      .set({ priceMin: min, priceMax: max })
      .where(and(eq(providerProcedures.providerId, id), eq(providerProcedures.procedureId, 'botox')));
  await price(a.id, 300, 500);
  await price(b.id, 400, 800);
});

describe('GET /api/locations', () => {
  it('lists every metro by state name then city with its provider count', async () => {
    const res = await t.request('/api/locations');
    expect(res.status).toBe(200);
    const body: LocationListResponse = await res.json();
    expect(body.locations.map((l) => l.id)).toEqual([
      'jacksonville-fl',
      'miami-fl',
      'orlando-fl',
      'boston-ma',
      'austin-tx',
    ]);
    expect(body.locations[1]).toEqual({
      id: 'miami-fl',
      city: 'Miami',
      state: 'FL',
      stateName: 'Florida',
      providerCount: 3,
    });
    expect(body.locations.find((l) => l.id === 'boston-ma')?.providerCount).toBe(0);
  });
});

describe('GET /api/locations/:id', () => {
  it('shows the metro, its best providers and its popular procedures with local prices', async () => {
    const res = await t.request('/api/locations/miami-fl');
    expect(res.status).toBe(200);
    const body: LocationDetailResponse = await res.json();
    expect(body.location).toMatchObject({ id: 'miami-fl', providerCount: 3, latitude: 25.7617 });
    expect(body.topProviders).toHaveLength(3);
    expect(body.topProviders[0].id).toBe(best);
    expect(body.topProviders[2].verified).toBe(false);
    const [first] = body.popularProcedures;
    // Austin's botox provider is not counted in Miami; the unverified provider keeps the fixture's 5,000–12,000.
    expect(first).toMatchObject({
      id: 'botox',
      price: { providerCount: 3, min: 300, max: 12000, median: 600 },
    });
    expect(body.popularProcedures.map((p) => p.id).sort()).toEqual(['botox', 'facelift', 'rhinoplasty']);
  });

  it('suggests the nearest other metros, closest first, with distances', async () => {
    const body: LocationDetailResponse = await (await t.request('/api/locations/miami-fl')).json();
    expect(body.nearby.map((n) => n.id)).toEqual(['orlando-fl', 'jacksonville-fl', 'austin-tx', 'boston-ma']);
    expect(body.nearby[0].distanceMiles).toBeGreaterThan(190);
    expect(body.nearby[0].distanceMiles).toBeLessThan(250);
  });

  it('accepts the id in any letter case', async () => {
    expect((await t.request('/api/locations/Miami-FL')).status).toBe(200);
  });

  it('answers an unknown location with a clear 404', async () => {
    const res = await t.request('/api/locations/atlantis-xx');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(locationNotFoundMessage);
  });
});
