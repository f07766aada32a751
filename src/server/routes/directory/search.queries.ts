import { type SQL, sql } from 'drizzle-orm';
import type { PriceRange, ProviderSearchCard, ProviderSearchQuery } from '@shared/schemas/search';
import { procedureById } from '@shared/schemas/search-terms';
import type { Database } from '../../db/client';
import { providerQualitySql } from '../../db/schema';

export const METERS_PER_MILE = 1609.344;
// Word similarity at which "smiht" still finds "Smith"; pg_trgm's default (0.6) is stricter.
const NAME_THRESHOLD = 0.45;

export interface SearchPlan {
  procedureId: string | null;
  name: string | null;
  point: { lat: number; lng: number; radiusMiles: number } | null;
  state: string | null;
  filters: Pick<ProviderSearchQuery, 'specialty' | 'minRating' | 'verified' | 'accepting'>;
  sort: ProviderSearchQuery['sort'];
}

type Row = Record<string, unknown>;

const origin = (p: { lat: number; lng: number }) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
const here = sql`ll_to_earth(p.latitude, p.longitude)`;
// Both names in one text, as indexed by providers_names_trgm_idx: one similarity per row instead of four.
const names = sql`lower(p.display_name || ' ' || p.practice_name)`;

/**
 * A latitude/longitude rectangle around the circle, a little larger than it (earthdistance's sphere has
 * 111.3 km per degree). Read from providers_lat_lng_idx alone, so counting needs no table rows.
 */
function boundingRange(point: { lat: number; lng: number }, meters: number): SQL {
  const dLat = meters / 111_000;
  const lat = sql`p.latitude between ${point.lat - dLat}::float8 and ${point.lat + dLat}::float8`;
  const edge = Math.abs(point.lat) + dLat;
  const dLng = edge < 89 ? dLat / Math.cos((edge * Math.PI) / 180) : 360;
  if (point.lng - dLng < -180 || point.lng + dLng > 180) return lat;
  return sql`${lat} and p.longitude between ${point.lng - dLng}::float8 and ${point.lng + dLng}::float8`;
}

/** FROM + WHERE shared by the count, the page and the "wider radius" queries. */
export function fromWhere(
  plan: SearchPlan,
  options: { radiusMiles?: number; extra?: SQL; pointBy?: 'box' | 'range' } = {},
): SQL {
  const where: SQL[] = options.extra ? [options.extra] : [];
  const join = plan.procedureId
    ? sql`join provider_procedures pp on pp.provider_id = p.id and pp.procedure_id = ${plan.procedureId}`
    : sql``;
  if (plan.point) {
    const meters = (options.radiusMiles ?? plan.point.radiusMiles) * METERS_PER_MILE;
    // earth_box uses the GiST index (which also serves nearest-first); the exact distance trims the corners.
    if (options.pointBy === 'range') where.push(boundingRange(plan.point, meters));
    else where.push(sql`earth_box(${origin(plan.point)}, ${meters}::float8) @> ${here}`);
    where.push(sql`earth_distance(${origin(plan.point)}, ${here}) <= ${meters}::float8`);
  }
  if (plan.state) where.push(sql`p.state = ${plan.state}`);
  if (plan.name) where.push(sql`${plan.name}::text <% ${names}`);
  const f = plan.filters;
  if (f.specialty) where.push(sql`p.specialty = ${f.specialty}`);
  if (f.minRating) where.push(sql`p.rating_avg >= ${f.minRating}`);
  if (f.verified) where.push(sql`p.verified`);
  if (f.accepting) where.push(sql`p.accepting_new_patients`);
  const conditions = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return sql`from providers p ${join} ${conditions}`;
}

// Counting a search read in index order stops here: past it the page says "1,000+", since counting every match
// of a broad search costs more than the page itself.
export const COUNT_CAP = 1000;

function orderBy(plan: SearchPlan): SQL {
  const quality = sql`(${providerQualitySql}) desc`;
  switch (plan.sort) {
    case 'distance':
      // Chord distance (<->) orders exactly as the great-circle distance does, and the GiST index serves it
      // nearest first (KNN) so only one page of rows is read. A tie-break column would make the planner sort
      // every match instead.
      if (plan.point) return sql`${here} <-> ${origin(plan.point)}`;
      break;
    case 'rating':
      // "nulls last" as in providers_state_rating_idx, so a state-wide page is read straight off it.
      return sql`p.rating_avg desc nulls last, p.review_count desc nulls last, p.id`;
    case 'reviews':
      return sql`p.review_count desc, p.rating_avg desc, p.id`;
  }
  if (plan.name) {
    return sql`word_similarity(${plan.name}::text, ${names}) desc, ${quality}, p.id`;
  }
  if (plan.point) {
    // Nearer is better, but a much better-rated provider a few miles further still ranks well.
    const distance = sql`earth_distance(${origin(plan.point)}, ${here})`;
    const penalty = sql`${distance} / ${plan.point.radiusMiles * METERS_PER_MILE}::float8 * 0.5`;
    return sql`(${providerQualitySql}) - ${penalty} desc, p.id`;
  }
  return sql`${quality}, p.id`;
}

/** Matches up to COUNT_CAP + 1: the exact total when there are at most COUNT_CAP, otherwise "more than". */
export const countQuery = (plan: SearchPlan) =>
  sql`select count(*)::int as total from (select 1 ${fromWhere(plan, { pointBy: 'range' })} limit ${COUNT_CAP + 1}) t`;

export function pageQuery(plan: SearchPlan, page: number, pageSize: number, withTotal = false) {
  const distance = plan.point ? sql`earth_distance(${origin(plan.point)}, ${here})` : sql`null::float8`;
  const price = plan.procedureId
    ? sql`pp.price_min, pp.price_max`
    : sql`null::int as price_min, null::int as price_max`;
  return sql`
    select p.id, p.slug, p.display_name, p.credentials, p.specialty, p.board_certified, p.board_name, p.verified,
      p.practice_name, p.city, p.state, p.rating_avg, p.review_count, p.accepting_new_patients, p.languages,
      p.years_in_practice, p.source, ${distance} as distance_m, ${price}${withTotal ? sql`, count(*) over ()::int as total` : sql``}
    ${fromWhere(plan)} order by ${orderBy(plan)} limit ${pageSize} offset ${(page - 1) * pageSize}`;
}

/** Whether an index hands out this search's rows in result order, so a page can stop after one page. */
export function readsInOrder(plan: SearchPlan) {
  if (plan.name) return false;
  if (plan.point) return plan.sort === 'distance';
  return plan.sort === 'relevance' || (plan.sort === 'rating' && plan.state !== null);
}

/** Runs a search's statements; name searches need pg_trgm's threshold, set for their transaction only. */
export function withSearchSettings<T>(db: Database, plan: SearchPlan, run: (db: Database) => Promise<T>) {
  if (!plan.name) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_THRESHOLD)}, true)`,
    );
    return run(tx as unknown as Database);
  });
}

/**
 * The total and one page. A search an index serves in order reads one page and counts separately, stopping
 * at COUNT_CAP. Any other search has to rank every match anyway, so it counts them exactly in the same pass.
 */
export function runSearch(db: Database, plan: SearchPlan, page: number, pageSize: number) {
  return withSearchSettings(db, plan, async (tx) => {
    const capped = async () => {
      const [{ total }] = (await tx.execute(countQuery(plan))).rows as { total: number }[];
      return { total: Math.min(Number(total), COUNT_CAP), totalCapped: Number(total) > COUNT_CAP };
    };
    if (!readsInOrder(plan)) {
      const rows = (await tx.execute(pageQuery(plan, page, pageSize, true))).rows as Row[];
      // Past the last page the window has no rows to report the total on.
      if (rows.length) return { total: Number(rows[0].total), totalCapped: false, rows };
      return { ...(await capped()), rows };
    }
    const count = await capped();
    if (count.total === 0 || (!count.totalCapped && (page - 1) * pageSize >= count.total))
      return { ...count, rows: [] as Row[] };
    return { ...count, rows: (await tx.execute(pageQuery(plan, page, pageSize))).rows as Row[] };
  });
}

/** Headshots and (when no procedure was searched) a few offered procedures for the providers on a page. */
export async function hydrateCards(
  db: Database,
  rows: Row[],
  procedureId: string | null,
): Promise<ProviderSearchCard[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`${Number(r.id)}`),
    sql`, `,
  );
  const photos = (
    await db.execute(sql`select distinct on (provider_id) provider_id, url from provider_photos
      where provider_id in (${ids}) and kind = 'headshot' order by provider_id, sort_order`)
  ).rows as { provider_id: number; url: string }[];
  const offered = procedureId
    ? []
    : ((
        await db.execute(sql`select provider_id, procedure_id, price_min, price_max from provider_procedures
          where provider_id in (${ids}) order by provider_id, price_max desc`)
      ).rows as { provider_id: number; procedure_id: string; price_min: number; price_max: number }[]);
  const photoBy = new Map(photos.map((p) => [Number(p.provider_id), p.url]));
  const range = (id: string, min: unknown, max: unknown): PriceRange => ({
    procedureId: id,
    procedureName: procedureById(id)?.name ?? id,
    min: Number(min),
    max: Number(max),
  });
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      slug: String(r.slug),
      displayName: String(r.display_name),
      credentials: String(r.credentials),
      specialty: String(r.specialty),
      boardCertified: Boolean(r.board_certified),
      boardName: (r.board_name as string | null) ?? null,
      verified: Boolean(r.verified),
      practiceName: String(r.practice_name),
      city: String(r.city),
      state: String(r.state),
      distanceMiles:
        r.distance_m == null ? null : Math.round((Number(r.distance_m) / METERS_PER_MILE) * 10) / 10,
      ratingAvg: Number(r.rating_avg),
      reviewCount: Number(r.review_count),
      acceptingNewPatients: Boolean(r.accepting_new_patients),
      languages: r.languages as string[],
      yearsInPractice: Number(r.years_in_practice),
      photoUrl: photoBy.get(id) ?? null,
      price: procedureId && r.price_min != null ? range(procedureId, r.price_min, r.price_max) : null,
      procedures: offered
        .filter((o) => Number(o.provider_id) === id)
        .slice(0, 3)
        .map((o) => range(o.procedure_id, o.price_min, o.price_max)),
      source: String(r.source),
    };
  });
}
