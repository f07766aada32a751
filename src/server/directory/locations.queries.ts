import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { LocalProcedure, LocationSummary, ProviderCard } from '@shared/schemas/directory';
import type { Database } from '../db/client';
import { locations, providerProcedures, providers } from '../db/schema';
import { findGuide } from './procedures.content';
import { providerCardColumns, providerOrder } from './procedures.queries';
import { milesBetween } from '../places';
import { type FigureOptions, figureOf, loadFigures } from '../reviews/reported-costs.queries';

const locationColumns = {
  id: locations.id,
  city: locations.city,
  state: locations.state,
  stateName: locations.stateName,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

export type LocationRow = LocationSummary & { latitude: number; longitude: number };

type Metro = typeof locations.$inferSelect;

// The metro list changes only when the directory is seeded, so each process keeps a copy for a few minutes.
const METROS_CACHE_MS = 5 * 60_000;
const metrosCache = new WeakMap<Database, { at: number; rows: Promise<Metro[]> }>();

/** Every metro, read from the database at most once per few minutes. */
export function loadLocations(db: Database): Promise<Metro[]> {
  const hit = metrosCache.get(db);
  if (hit && Date.now() - hit.at < METROS_CACHE_MS) return hit.rows;
  // execute(), not the builder itself: a Drizzle query runs again each time it is awaited.
  const rows = db.select().from(locations).execute();
  metrosCache.set(db, { at: Date.now(), rows });
  rows.catch(() => metrosCache.delete(db));
  return rows;
}

// Spelled out in full: drizzle renders a bare column name, which inside the subquery would mean providers.id.
const providerCount = sql<number>`(select count(*)::int from providers p where p.location_id = "locations"."id")`;

/** Metros with how many providers practise there (all of them, or the given ids), by state name then city. */
export async function listLocations(db: Database, ids?: string[]): Promise<LocationRow[]> {
  return db
    .select({ ...locationColumns, providerCount })
    .from(locations)
    .where(ids ? inArray(locations.id, ids) : undefined)
    .orderBy(locations.stateName, locations.city);
}

export async function findLocation(db: Database, id: string): Promise<LocationRow | null> {
  const [row] = await listLocations(db, [id.toLowerCase()]);
  return row ?? null;
}

/** The closest other metros, nearest first. */
export async function nearbyLocations(db: Database, origin: LocationRow, limit: number) {
  const nearest = (await loadLocations(db))
    .filter((l) => l.id !== origin.id)
    .map((l) => ({ id: l.id, distanceMiles: Math.round(milesBetween(origin, l)) }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles)
    .slice(0, limit);
  const rows = new Map(
    (
      await listLocations(
        db,
        nearest.map((n) => n.id),
      )
    ).map((r) => [r.id, r]),
  );
  return nearest.flatMap(({ id, distanceMiles }) => {
    const row = rows.get(id);
    if (!row) return [];
    const { latitude: _lat, longitude: _lon, ...summary } = row;
    return [{ ...summary, distanceMiles }];
  });
}

export async function topProvidersInLocation(
  db: Database,
  locationId: string,
  limit = 9,
): Promise<ProviderCard[]> {
  const rows = await db
    .select(providerCardColumns)
    .from(providers)
    .where(eq(providers.locationId, locationId))
    .orderBy(...providerOrder)
    .limit(limit);
  return rows.map((row) => ({ ...row, price: null }));
}

/** The procedures most providers in a metro offer, with the local spread of their listed prices. */
export async function popularProceduresInLocation(
  db: Database,
  locationId: string,
  options: FigureOptions,
  limit = 8,
): Promise<LocalProcedure[]> {
  const inMetro = db.select({ id: providers.id }).from(providers).where(eq(providers.locationId, locationId));
  const rows = await db
    .select({
      procedureId: providerProcedures.procedureId,
      providerCount: sql<number>`count(*)::int`,
      min: sql<number>`min(${providerProcedures.priceMin})::int`,
      max: sql<number>`max(${providerProcedures.priceMax})::int`,
      median: sql<number>`round(percentile_cont(0.5) within group (order by (${providerProcedures.priceMin} + ${providerProcedures.priceMax}) / 2.0))::int`,
    })
    .from(providerProcedures)
    .where(inArray(providerProcedures.providerId, inMetro))
    .groupBy(providerProcedures.procedureId)
    .orderBy(desc(sql`count(*)`), providerProcedures.procedureId)
    .limit(limit);
  const reported = await loadFigures(
    db,
    'location',
    [locationId],
    rows.map((r) => r.procedureId),
    options,
  );
  return rows.flatMap(({ procedureId, ...price }) => {
    const guide = findGuide(procedureId);
    return guide
      ? [
          {
            id: guide.id,
            name: guide.name,
            categoryId: guide.categoryId,
            price,
            reported: figureOf(reported, guide.id, locationId),
            surgeonFee: guide.cost.surgeonFee,
          },
        ]
      : [];
  });
}
