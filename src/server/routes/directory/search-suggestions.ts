import { sql } from 'drizzle-orm';
import { RADIUS_OPTIONS, type NearbyLocation } from '@shared/schemas/search';
import type { Database } from '../../db/client';
import { fromWhere, METERS_PER_MILE, metersFrom, type SearchPlan } from './search.queries';

/** When a search finds nobody: the smallest wider radius that finds someone, and nearby metros that do. */
export async function emptySearchSuggestions(db: Database, plan: SearchPlan) {
  if (!plan.point || plan.name) return { nearbyLocations: [] as NearbyLocation[] };
  const point = plan.point;
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
  return { nearbyLocations, widerRadius };
}
