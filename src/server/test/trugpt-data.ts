// Directory rows the TruGPT tests need: two metros with a ZIP each, and providers in and far from Miami.
import type { Database } from '../db/client';
import { locations, zipCodes } from '../db/schema';
import { createProvider, seedCatalogue } from './fixtures';

export async function seedTrugptDirectory(db: Database) {
  await seedCatalogue(db);
  await db.insert(locations).values([
    {
      id: 'miami-fl',
      city: 'Miami',
      state: 'FL',
      stateName: 'Florida',
      latitude: 25.7617,
      longitude: -80.1918,
      population: 6_000_000,
    },
    {
      id: 'dallas-tx',
      city: 'Dallas',
      state: 'TX',
      stateName: 'Texas',
      latitude: 32.7767,
      longitude: -96.797,
      population: 7_000_000,
    },
    {
      id: 'beverly-hills-ca',
      city: 'Beverly Hills',
      state: 'CA',
      stateName: 'California',
      latitude: 34.0736,
      longitude: -118.4004,
      population: 32_000,
    },
  ]);
  await db.insert(zipCodes).values([
    { zip: '33131', locationId: 'miami-fl', latitude: 25.7663, longitude: -80.1917 },
    { zip: '90210', locationId: 'beverly-hills-ca', latitude: 34.0901, longitude: -118.4065 },
  ]);
  const miami = await createProvider(
    db,
    { lastName: 'Rivera', ratingAvg: 4.9, reviewCount: 120, locationId: 'miami-fl' },
    ['rhinoplasty', 'botox'],
  );
  const miamiTwo = await createProvider(
    db,
    { lastName: 'Nguyen', ratingAvg: 4.6, reviewCount: 40, locationId: 'miami-fl' },
    ['rhinoplasty'],
  );
  const dallas = await createProvider(
    db,
    {
      lastName: 'Walker',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      latitude: 32.7767,
      longitude: -96.797,
      locationId: 'dallas-tx',
      ratingAvg: 5,
      reviewCount: 300,
    },
    ['rhinoplasty', 'tummy-tuck'],
  );
  const beverly = await createProvider(
    db,
    {
      lastName: 'Stone',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      latitude: 34.0736,
      longitude: -118.4004,
      locationId: 'beverly-hills-ca',
    },
    ['breast-augmentation'],
  );
  return { miami, miamiTwo, dallas, beverly };
}

/** Parses a server-sent-events body into its events. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}
