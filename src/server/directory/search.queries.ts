import { type SQL, sql } from 'drizzle-orm';
import type { PriceRange, ProviderSearchCard, ProviderSearchQuery } from '@shared/schemas/search';
import type { ProviderVerification } from '@shared/provider-verification';
import { procedureById } from '@shared/schemas/search-terms';
import type { Database } from '../db/client';
import { providerQualitySql } from '../db/schema';

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
// The expression providers_earth_idx is built on: index conditions and nearest-first ordering must use it.
const here = sql`ll_to_earth(p.latitude, p.longitude)`;
const EARTH_RADIUS = sql`6378168::float8`; // earthdistance's earth(), in metres

/**
 * earth_distance(origin, ll_to_earth(lat, lng)) written out as ll_to_earth and sec_to_gc define it. Postgres
 * cannot inline those SQL functions here (one casts to a domain, the other uses its argument three times), so
 * each call ran as a small query of its own, several per candidate row. The same operations in the same order
 * give the same metres to the last bit; least(…, 1) is sec_to_gc's guard for antipodes.
 */
export function metersFrom(point: { lat: number; lng: number }, lat: SQL, lng: SQL): SQL {
  const r = EARTH_RADIUS;
  const there = sql`cube(cube(cube(${r} * cos(radians(${lat})) * cos(radians(${lng}))),
    ${r} * cos(radians(${lat})) * sin(radians(${lng}))), ${r} * sin(radians(${lat})))`;
  return sql`(2 * ${r} * asin(least(cube_distance(${origin(point)}, ${there}) / (2 * ${r}), 1)))`;
}
const distance = (point: { lat: number; lng: number }) =>
  metersFrom(point, sql`p.latitude`, sql`p.longitude`);

// Both names in one text, as indexed by providers_names_trgm_idx: one similarity per row instead of four.
const names = sql`lower(p.display_name || ' ' || p.practice_name)`;

/**
 * Typed names rank by how they match, before similarity: the practice or provider called exactly that, then
 * names starting with it, then names holding it as whole words. "Harbor Aesthetics" finds Harbor Aesthetics
 * first, not the many practices whose names share "Aesthetics". The typed name holds only letters, digits,
 * apostrophes, hyphens and spaces, so it is safe inside LIKE.
 */
function nameTier(name: string): SQL {
  // Both names as cleanName() leaves a typed one, stored with each provider (schema/directory.ts).
  const practice = sql`p.practice_name_key`;
  const person = sql`p.display_name_key`;
  return sql`case
    when ${practice} = ${name} or ${person} = ${name} then 0
    when ${practice} like ${`${name} %`} or ${person} like ${`${name} %`} then 1
    when ' ' || ${practice} || ' ' like ${`% ${name} %`} or ' ' || ${person} || ' ' like ${`% ${name} %`} then 2
    else 3 end`;
}

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
    where.push(sql`${distance(plan.point)} <= ${meters}::float8`);
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
    return sql`${nameTier(plan.name)}, word_similarity(${plan.name}::text, ${names}) desc, ${quality}, p.id`;
  }
  if (plan.point) {
    // Nearer is better, but a much better-rated provider a few miles further still ranks well.
    const penalty = sql`${distance(plan.point)} / ${plan.point.radiusMiles * METERS_PER_MILE}::float8 * 0.5`;
    return sql`(${providerQualitySql}) - ${penalty} desc, p.id`;
  }
  return sql`${quality}, p.id`;
}

/** Matches up to COUNT_CAP + 1: the exact total when there are at most COUNT_CAP, otherwise "more than". */
export const countQuery = (plan: SearchPlan) =>
  sql`select count(*)::int as total from (select 1 ${fromWhere(plan, { pointBy: 'range' })} limit ${COUNT_CAP + 1}) t`;

// Each card's headshot, and its three priciest offers when no procedure was searched.
const headshot = sql`(select ph.url from provider_photos ph
  where ph.provider_id = page.id and ph.kind = 'headshot' order by ph.sort_order limit 1)`;
const topOffers = sql`(select json_agg(json_build_array(o.procedure_id, o.price_min, o.price_max)
    order by o.price_max desc, o.procedure_id)
  from (select procedure_id, price_min, price_max from provider_procedures
    where provider_id = page.id order by price_max desc, procedure_id limit 3) o)`;

/** Whether rows rank by how their names match the typed name (the name branch of orderBy). */
function ranksByName(plan: SearchPlan): plan is SearchPlan & { name: string } {
  if (!plan.name) return false;
  if (plan.sort === 'distance') return !plan.point;
  return plan.sort === 'relevance';
}

/**
 * A name search's page in orderBy's order, with the exact total. Word similarity is the costly part of ranking,
 * so it is computed only for the tiers the page reaches: "Patel" or "Harbor Aesthetics" fill a page from the
 * names holding them as words, and the thousands of merely similar names are counted but never ranked.
 */
function namePageQuery(plan: SearchPlan & { name: string }, limit: number, offset: number, columns: SQL) {
  const price = plan.procedureId ? sql`, pp.price_min, pp.price_max` : sql``;
  return sql`
    with matches as materialized (
      select p.id, ${nameTier(plan.name)} as tier, ${providerQualitySql} as quality, ${names} as names${price}
      ${fromWhere(plan)}
    ), ranked as (
      select m.*, word_similarity(${plan.name}::text, m.names) as similarity from matches m
      where m.tier <= (select coalesce(max(tier), 3) from (select tier from matches order by tier limit ${limit + offset}) t)
      order by m.tier, similarity desc, m.quality desc, m.id limit ${limit} offset ${offset}
    )
    select ${columns}, (select count(*) from matches)::int as total
    from ranked r join providers p on p.id = r.id
    order by r.tier, r.similarity desc, r.quality desc, r.id`;
}

export function pageQuery(plan: SearchPlan, page: number, pageSize: number, withTotal = false) {
  const meters = plan.point ? distance(plan.point) : sql`null::float8`;
  const byName = ranksByName(plan);
  const price = plan.procedureId
    ? byName
      ? sql`r.price_min, r.price_max`
      : sql`pp.price_min, pp.price_max`
    : sql`null::int as price_min, null::int as price_max`;
  const offers = plan.procedureId ? sql`null::json` : topOffers;
  // The outer select only adds columns, so rows keep the page's order; it runs the lookups for the rows on the
  // page alone, not for the rows an offset skips.
  const columns = sql`p.id, p.slug, p.display_name, p.credentials, p.specialty, p.board_certified, p.board_name,
    p.verified, p.verification, p.practice_name, p.city, p.state, p.latitude, p.longitude, p.rating_avg, p.review_count, p.accepting_new_patients,
    p.languages, p.years_in_practice, p.source, ${meters} as distance_m, ${price}`;
  const offset = (page - 1) * pageSize;
  const rows = byName
    ? namePageQuery(plan, pageSize, offset, columns)
    : sql`select ${columns}${withTotal ? sql`, count(*) over ()::int as total` : sql``}
      ${fromWhere(plan)} order by ${orderBy(plan)} limit ${pageSize} offset ${offset}`;
  return sql`select page.*, ${headshot} as photo_url, ${offers} as offers from (${rows}) page`;
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

/** A page row as the card the results list shows. */
export function toSearchCard(r: Row, procedureId: string | null): ProviderSearchCard {
  const range = (id: string, min: unknown, max: unknown): PriceRange => ({
    procedureId: id,
    procedureName: procedureById(id)?.name ?? id,
    min: Number(min),
    max: Number(max),
  });
  return {
    id: Number(r.id),
    slug: String(r.slug),
    displayName: String(r.display_name),
    credentials: String(r.credentials),
    specialty: String(r.specialty),
    boardCertified: Boolean(r.board_certified),
    boardName: (r.board_name as string | null) ?? null,
    verified: Boolean(r.verified),
    verification: (r.verification ?? {}) as ProviderVerification,
    practiceName: String(r.practice_name),
    city: String(r.city),
    state: String(r.state),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    distanceMiles:
      r.distance_m == null ? null : Math.round((Number(r.distance_m) / METERS_PER_MILE) * 10) / 10,
    ratingAvg: Number(r.rating_avg),
    reviewCount: Number(r.review_count),
    acceptingNewPatients: Boolean(r.accepting_new_patients),
    languages: r.languages as string[],
    yearsInPractice: Number(r.years_in_practice),
    photoUrl: (r.photo_url as string | null) ?? null,
    price: procedureId && r.price_min != null ? range(procedureId, r.price_min, r.price_max) : null,
    procedures: ((r.offers ?? []) as [string, number, number][]).map(([id, min, max]) => range(id, min, max)),
    source: String(r.source),
  };
}
