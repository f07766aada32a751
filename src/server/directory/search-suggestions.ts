import { sql } from 'drizzle-orm';
import { type NearbyLocation, type ProviderSearchCard, RADIUS_OPTIONS } from '@shared/schemas/search';
import type { Database } from '../db/client';
import {
  fromWhere,
  METERS_PER_MILE,
  metersFrom,
  pageCardsQuery,
  pageQuery,
  placeRange,
  type SearchPlan,
  toSearchCard,
} from './search.queries';

// Far enough to reach a provider from anywhere in the country (Honolulu to Los Angeles is about 2,600 miles).
const NEAREST_WITHIN_MILES = 3000;
// At most this many providers anywhere: the nearest are ranked from them all rather than walked to nearest first.
const SPARSE = 2000;

/**
 * When a search finds nobody: the smallest wider radius that finds someone, nearby metros that do, and the
 * nearest matching providers themselves with their distances (read nearest-first off the location index).
 */
export async function emptySearchSuggestions(db: Database, plan: SearchPlan) {
  if (!plan.point || plan.name) return { nearbyLocations: [] as NearbyLocation[] };
  const point = plan.point;
  // A procedure's providers anywhere who pass the filters, counted up to SPARSE from procedure_places' index alone.
  // Nobody (a bariatric surgeon for a nose job): each suggestion below would read the whole directory to find no
  // one (13.6 s at 1,000,000 providers, nearest first). A few: the nearest are ranked from them, where walking the
  // location index nearest first would read most of the directory before it met three.
  const byProcedure = plan.procedureId !== null && !plan.usual;
  let sparse: number[] | null = null;
  if (byProcedure) {
    const anywhere = fromWhere({ ...plan, point: null, state: null }, { procedurePlaces: true });
    const [{ n }] = (
      await db.execute(sql`select count(*)::int as n from (select 1 ${anywhere} limit ${SPARSE + 1}) c`)
    ).rows as { n: number }[];
    if (n === 0)
      return { nearbyLocations: [] as NearbyLocation[], nearestProviders: [] as ProviderSearchCard[] };
    if (n <= SPARSE) {
      const fromPoint = metersFrom(point, sql`p.latitude`, sql`p.longitude`);
      const nearest = sql`select p.id ${anywhere} order by ${fromPoint}, p.id limit 3`;
      const rows = (await db.execute(nearest)).rows as { id: number }[];
      sparse = rows.map((r) => Number(r.id));
    }
  }
  const wider = RADIUS_OPTIONS.filter((r) => r > point.radiusMiles);
  let widerRadius: number | undefined;
  if (wider.length > 0) {
    const max = wider[wider.length - 1];
    const fromPoint = metersFrom(point, sql`p.latitude`, sql`p.longitude`);
    // A procedure's providers of the widest box from procedure_places' index alone.
    const widest = byProcedure
      ? fromWhere(plan, {
          radiusMiles: max,
          procedurePlaces: true,
          pointBy: 'range',
          extra: placeRange(point, max * METERS_PER_MILE),
        })
      : fromWhere(plan, { radiusMiles: max });
    const counts = wider.map(
      (r) =>
        sql`count(*) filter (where ${fromPoint} <= ${r * METERS_PER_MILE}::float8)::int as "r${sql.raw(String(r))}"`,
    );
    const [row] = (await db.execute(sql`select ${sql.join(counts, sql`, `)} ${widest}`)).rows as Record<
      string,
      number
    >[];
    widerRadius = wider.find((r) => Number(row[`r${r}`]) > 0);
  }
  const nearbyPlan: SearchPlan = { ...plan, point: null };
  // A procedure's providers of a city counted off procedure_places_location_idx alone.
  const scoped = fromWhere(nearbyPlan, { extra: sql`p.location_id = l.id`, procedurePlaces: byProcedure });
  const nearby = (
    await db.execute(sql`
      select l.id, l.city, l.state,
        ${metersFrom(point, sql`l.latitude`, sql`l.longitude`)} as m,
        (select count(*)::int ${scoped}) as count
      from locations l
      order by m limit 8`)
  ).rows as { id: string; city: string; state: string; m: number; count: number }[];
  const nearbyLocations: NearbyLocation[] = nearby
    .filter((n) => n.count > 0 && n.m / METERS_PER_MILE > 1)
    .slice(0, 4)
    .map((n) => ({
      id: n.id,
      label: `${n.city}, ${n.state}`,
      distanceMiles: Math.round(n.m / METERS_PER_MILE),
      count: n.count,
    }));
  const nearestPlan: SearchPlan = {
    ...plan,
    point: { ...point, radiusMiles: NEAREST_WITHIN_MILES },
    sort: 'distance',
  };
  const nearest = sparse
    ? sparse.length
      ? (await db.execute(pageCardsQuery(nearestPlan, sparse))).rows
      : []
    : (await db.execute(pageQuery(nearestPlan, 1, 3))).rows;
  const nearestProviders: ProviderSearchCard[] = nearest.map((row) => toSearchCard(row, plan.procedureId));
  return { nearbyLocations, widerRadius, nearestProviders };
}
