import { sql } from 'drizzle-orm';
import { type NearbyLocation, type ProviderSearchCard, RADIUS_OPTIONS } from '@shared/schemas/search';
import type { Database } from '../db/client';
import {
  fromWhere,
  METERS_PER_MILE,
  metersFrom,
  pageQuery,
  type SearchPlan,
  toSearchCard,
} from './search.queries';

// Far enough to reach a provider from anywhere in the country (Honolulu to Los Angeles is about 2,600 miles).
const NEAREST_WITHIN_MILES = 3000;

/**
 * When a search finds nobody: the smallest wider radius that finds someone, nearby metros that do, and the
 * nearest matching providers themselves with their distances (read nearest-first off the location index).
 */
export async function emptySearchSuggestions(db: Database, plan: SearchPlan) {
  if (!plan.point || plan.name) return { nearbyLocations: [] as NearbyLocation[] };
  const point = plan.point;
  // Nobody anywhere lists the procedure with these filters (a bariatric surgeon for a nose job): each suggestion
  // below would read the whole directory to find no one (13.6 s at 1,000,000 providers, nearest first). A procedure's
  // providers are read from procedure_places' index alone.
  const anywhere: SearchPlan = { ...plan, point: null, state: null };
  const [{ found }] = (
    await db.execute(
      sql`select exists(select 1 ${fromWhere(anywhere, { procedurePlaces: plan.procedureId !== null && !plan.usual })}) as found`,
    )
  ).rows as { found: boolean }[];
  if (!found)
    return { nearbyLocations: [] as NearbyLocation[], nearestProviders: [] as ProviderSearchCard[] };
  const wider = RADIUS_OPTIONS.filter((r) => r > point.radiusMiles);
  let widerRadius: number | undefined;
  if (wider.length > 0) {
    const max = wider[wider.length - 1];
    const fromPoint = metersFrom(point, sql`p.latitude`, sql`p.longitude`);
    const counts = wider.map(
      (r) =>
        sql`count(*) filter (where ${fromPoint} <= ${r * METERS_PER_MILE}::float8)::int as "r${sql.raw(String(r))}"`,
    );
    const [row] = (
      await db.execute(sql`select ${sql.join(counts, sql`, `)} ${fromWhere(plan, { radiusMiles: max })}`)
    ).rows as Record<string, number>[];
    widerRadius = wider.find((r) => Number(row[`r${r}`]) > 0);
  }
  const nearbyPlan: SearchPlan = { ...plan, point: null };
  const scoped = fromWhere(nearbyPlan, { extra: sql`p.location_id = l.id` });
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
  const nearest = (await db.execute(pageQuery(nearestPlan, 1, 3))).rows;
  const nearestProviders: ProviderSearchCard[] = nearest.map((row) => toSearchCard(row, plan.procedureId));
  return { nearbyLocations, widerRadius, nearestProviders };
}
