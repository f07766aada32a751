import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Database } from '../client';
import { seedCatalogue } from './catalogue';
import { FEATURED_COUNT, generateFeatured } from './directory-featured';
import { DEFAULT_SEED, type GeneratedProvider, generateProvider } from './directory-generate';
import { insertJsonRows } from './directory-insert';
import { METROS, STATE_NAMES } from './metros';

export interface DirectorySeedOptions {
  providers: number;
  seed?: number;
  /** Called after each batch with the number of providers written so far. */
  onProgress?: (done: number) => void;
  /** Whether to compute reported costs from the seeded reviews at the end (default true); search never reads them. */
  reportedCosts?: boolean;
  /** Whether to write each provider's reviews (default true); their count and average are on the provider either way. */
  reviews?: boolean;
}

const BATCH = 1000;

/** Provider `id` of the sample directory (ids 1–3 are the fuller featured records). */
export function sampleProvider(id: number, seed = DEFAULT_SEED): GeneratedProvider {
  return id <= FEATURED_COUNT ? generateFeatured(id, seed) : generateProvider(id, seed);
}

/** The catalogue, the metros and their ZIP codes, then `providers` sample providers with reviews and photos. */
export async function seedDirectory(deps: Pick<Deps, 'db'>, options: DirectorySeedOptions) {
  const { db } = deps;
  await seedCatalogue(db);
  await seedLocations(db);
  const seed = options.seed ?? DEFAULT_SEED;
  // Reported costs are recomputed once at the end, not per batch: the trigger recomputes every figure of each
  // procedure a batch of reviews touches, which makes a large seed quadratic (a 1,000,000-provider directory
  // seeded at 70 providers a second).
  await db.execute(sql`alter table reviews disable trigger reviews_reported_costs_inserted`);
  try {
    for (let start = 1; start <= options.providers; start += BATCH) {
      const end = Math.min(options.providers, start + BATCH - 1);
      const batch: GeneratedProvider[] = [];
      for (let id = start; id <= end; id++) batch.push(sampleProvider(id, seed));
      await insertBatch(db, batch, options.reviews !== false);
      options.onProgress?.(end);
    }
  } finally {
    await db.execute(sql`alter table reviews enable trigger reviews_reported_costs_inserted`);
  }
  if (options.reportedCosts !== false)
    await db.execute(sql`select reported_costs_refresh_all(array(select id from procedures))`);
  // Ids were given explicitly; move the identity on so later inserts (imports, listings) do not collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('providers', 'id'), greatest((select max(id) from providers), 1))`,
  );
}

async function seedLocations(db: Database) {
  await insertJsonRows(
    db,
    'locations',
    METROS.map((m) => ({
      id: m.id,
      city: m.city,
      state: m.state,
      stateName: STATE_NAMES[m.state],
      latitude: m.latitude,
      longitude: m.longitude,
      population: m.population,
    })),
    { ignoreConflicts: true },
  );
  await insertJsonRows(
    db,
    'zip_codes',
    METROS.flatMap((m) =>
      m.zips.map((z) => ({ zip: z.zip, locationId: m.id, latitude: z.latitude, longitude: z.longitude })),
    ),
    { ignoreConflicts: true },
  );
}

async function insertBatch(db: Database, batch: GeneratedProvider[], withReviews: boolean) {
  await insertJsonRows(
    db,
    'providers',
    batch.map((g) => g.provider),
  );
  await insertJsonRows(
    db,
    'provider_procedures',
    batch.flatMap((g) => g.procedures.map((p) => ({ providerId: g.provider.id, ...p }))),
  );
  await insertJsonRows(
    db,
    'provider_photos',
    batch.flatMap((g) => g.photos.map((p) => ({ providerId: g.provider.id, ...p }))),
  );
  if (!withReviews) return;
  const reviews = batch.flatMap((g) =>
    g.reviews.map((r) => ({
      providerId: g.provider.id,
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.createdAt.toISOString(),
      verification: 'sample',
    })),
  );
  for (let i = 0; i < reviews.length; i += 5000)
    await insertJsonRows(db, 'reviews', reviews.slice(i, i + 5000));
}
