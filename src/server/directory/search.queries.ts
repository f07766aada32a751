import { type SQL, sql } from 'drizzle-orm';
import type { PriceRange, ProviderSearchCard, ProviderSearchQuery } from '@shared/schemas/search';
import type { ProviderVerification } from '@shared/provider-verification';
import { procedureById } from '@shared/schemas/search-terms';
import { usuallyOffersLabel } from '@shared/procedure-specialties';
import type { Database } from '../db/client';
import { providerQualitySql } from '../db/schema';
import { type PairEntries, pairEntries } from './pair-entries';
import {
  heldVocabulary,
  type NameVocabulary,
  nameVocabulary,
  wordsLike,
  wordsSwapped,
} from './name-vocabulary';

export const METERS_PER_MILE = 1609.344;
// The most name words one typed word stands for, closest first: "j" in "j smith" is every word starting with j.
const WORDS_PER_TYPED_WORD = 50;
// The typed words read, in order: a name longer than this is mostly not a name, and each word costs a lookup
// (and, when no provider has them all, a count). The rest are reported as left out.
const MAX_TYPED_WORDS = 8;

/**
 * A typed name as search looks it up: for each typed word, the name words it stands for; the words themselves,
 * in the order typed, for ranking names that hold them as typed; and all of them (cleanName's form) for names
 * called exactly that or starting with it. A typed word that stands for no name word ("and", or "harbor" when
 * no name has it) is left out, so it does not empty the results.
 */
export interface NameQuery {
  terms: { typed: string; words: string[] }[];
  words: string[];
  key: string;
  /** The count of name words (name_word_count) when the words the terms were matched against were read. */
  wordCount: number;
  /**
   * How many word_providers entries each common pair of a name word and a procedure ("word:procedure") has, as the
   * statistics count them (pair-entries.ts); any other pair has fewer than `rarest`.
   */
  pairs: PairEntries;
}

export const nameQueryOf = (
  terms: NameQuery['terms'],
  wordCount: number,
  pairs: PairEntries = { entries: new Map(), rarest: 0 },
): NameQuery => {
  const words = terms.map((t) => t.typed);
  return { terms, words, key: words.join(' '), wordCount, pairs };
};

/** A name word's entries listing the procedure, as the statistics estimate them. */
const pairEstimate = (name: NameQuery, word: string, procedureId: string) =>
  name.pairs.entries.get(`${word}:${procedureId}`) ?? name.pairs.rarest;

/** A typed word's entries listing the procedure, as the statistics estimate them: its name words' pairs together. */
const wordsEstimate = (name: NameQuery, words: string[], procedureId: string) =>
  words.reduce((n, w) => n + pairEstimate(name, w, procedureId), 0);

export interface SearchPlan {
  procedureId: string | null;
  name: NameQuery | null;
  point: { lat: number; lng: number; radiusMiles: number } | null;
  state: string | null;
  filters: Pick<ProviderSearchQuery, 'specialty' | 'minRating' | 'verified' | 'accepting'>;
  sort: ProviderSearchQuery['sort'];
  /**
   * Registry clinicians who do not list this procedure but whose specialty usually performs it
   * (src/shared/procedure-specialties.ts): the second part of a procedure search, after those who list it.
   */
  usual?: { procedureId: string; taxonomies: readonly string[] } | null;
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

// A list as one SQL array of parameters (a JS array in sql`` would become a parenthesised list).
const sqlArray = (values: (string | number)[], type: 'text' | 'int') =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
const textArray = (words: string[]) => sqlArray(words, 'text');

/** A cleaned name's distinct words, in the order typed. */
export const typedWords = (key: string) => [...new Set(key.split(' ').filter(Boolean))];

// Trigram similarity at which a typed word stands for a name word: "smiht" still finds "smith" (3 trigrams
// shared of 9: 0.333); "med" does not find "mohammed" (0.3).
const WORD_SIMILARITY = 0.33;

/**
 * The name words one typed word stands for, at most WORDS_PER_TYPED_WORD: itself when a name has it, then the
 * words it is with two neighbouring letters swapped ("sap" → spa), then words spelt like it and words it starts
 * ("harb" → harbor), closest first. A word of one or two letters (an initial, "dr" left in) stands for itself.
 */
function wordsFor(vocabulary: NameVocabulary, typed: string): string[] {
  const like = wordsLike(vocabulary, typed, { minSimilarity: WORD_SIMILARITY, limit: WORDS_PER_TYPED_WORD });
  if (Array.from(typed).length < 3) return like;
  const exact = like[0] === typed ? [typed] : [];
  const words = new Set([...exact, ...wordsSwapped(vocabulary, typed), ...like]);
  return [...words].slice(0, WORDS_PER_TYPED_WORD);
}

/**
 * The name words each typed word stands for (wordsFor), matched against the name words held in memory
 * (name-vocabulary.ts): as last read, or, with `current`, after one read of their count. A name search reads the
 * count as it runs and reports whether it has changed since (SearchResult.wordsChanged).
 */
export async function readNameQuery(
  db: Database,
  key: string,
  options: { current: boolean },
): Promise<NameQuery> {
  const vocabulary = options.current ? await nameVocabulary(db) : await heldVocabulary(db);
  const terms = typedWords(key)
    .slice(0, MAX_TYPED_WORDS)
    .map((typed) => ({ typed, words: wordsFor(vocabulary, typed) }))
    .filter((t) => t.words.length > 0);
  return nameQueryOf(terms, vocabulary.count, await pairEntries(db));
}

/**
 * How a row's names match the typed name, best first: the practice or provider called exactly that, then names
 * starting with it, then names holding every typed word as it was typed, then names matching only through
 * similar or longer words. "Harbor Aesthetics" finds Harbor Aesthetics first, not the many practices whose names
 * share "Aesthetics"; "Smith" finds the Smiths before the Smithsons. Within a tier, the best providers first.
 * The first three tiers exist only when every typed word is a name word as typed.
 */
function nameMatch(n: NameQuery) {
  const asTyped = sql`p.name_words @> ${textArray(n.words)}`;
  return {
    typedAsNames: n.terms.every((t) => t.words[0] === t.typed),
    exact: sql`(p.practice_name_key = ${n.key} or p.display_name_key = ${n.key})`,
    prefix: sql`(p.practice_name_key like ${`${n.key} %`} or p.display_name_key like ${`${n.key} %`})`,
    asTyped,
    similar: n.terms.flatMap((t) => t.words.filter((w) => w !== t.typed)),
  };
}

/** The order of nameMatch's tiers, for ranking a few hundred matches at once. */
function nameOrder(n: NameQuery): SQL {
  const quality = sql`(${providerQualitySql}) desc, p.id`;
  const m = nameMatch(n);
  if (!m.typedAsNames) return quality;
  return sql`case when ${m.exact} then 0 when ${m.prefix} then 1 when ${m.asTyped} then 2 else 3 end, ${quality}`;
}

interface NameTier {
  /** Which of nameMatch's tiers: the last two can be read from word_providers (wordTierQuery). */
  kind: 'exact' | 'prefix' | 'asTyped' | 'similar';
  extra: SQL;
  /** Whether fromWhere adds the typed words' conditions: not when the tier's own condition implies them. */
  terms: boolean;
}

/**
 * nameMatch's tiers as conditions of their own, for a name more providers share than COUNT_CAP: each is read
 * best first (nameTierQuery), and the planner judges from its statistics whether it holds most rows (read off
 * providers_quality_idx, stopping after a page) or few (read from an index and sorted). The first three imply
 * the typed words' conditions, so they go without them: the planner would count them twice.
 */
function nameTiers(n: NameQuery): NameTier[] {
  const m = nameMatch(n);
  // One typed word's similar words imply its condition: given again, the planner would count it twice and expect a
  // few dozen rows where a common name has thousands.
  const last = m.similar.length
    ? [
        {
          kind: 'similar' as const,
          terms: n.terms.length > 1,
          extra: sql`p.name_words && ${textArray(m.similar)} and not ${m.asTyped}`,
        },
      ]
    : [];
  if (!m.typedAsNames) return last;
  return [
    { kind: 'exact', terms: false, extra: m.exact },
    { kind: 'prefix', terms: false, extra: sql`${m.prefix} and not ${m.exact}` },
    { kind: 'asTyped', terms: false, extra: sql`${m.asTyped} and not ${m.exact} and not ${m.prefix}` },
    ...last,
  ];
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

/**
 * The quarter-degree cells of latitude and longitude a box crosses, as procedure_places_cell_quality_idx and
 * providers_specialty_cell_quality_idx (migration 0033) key them, written as those indexes' expressions are; none
 * for a box of more than MAX_QUARTER_CELLS. Implied by the box, so it changes no result.
 */
function quarterCells(point: { lat: number; lng: number }, meters: number): SQL | null {
  const dLat = meters / 111_000;
  const edge = Math.abs(point.lat) + dLat;
  if (edge >= 89) return null;
  const dLng = dLat / Math.cos((edge * Math.PI) / 180);
  if (point.lng - dLng < -180 || point.lng + dLng > 180) return null;
  const span = (from: number, to: number) =>
    Array.from({ length: Math.floor(to * 4) - Math.floor(from * 4) + 1 }, (_, i) => Math.floor(from * 4) + i);
  const lats = span(point.lat - dLat, point.lat + dLat);
  const lngs = span(point.lng - dLng, point.lng + dLng);
  if (lats.length * lngs.length > MAX_QUARTER_CELLS) return null;
  const list = (cells: number[]) => sql.raw(`array[${cells.join(', ')}]::float8[]`);
  return sql`floor(p.latitude * 4) = any(${list(lats)}) and floor(p.longitude * 4) = any(${list(lngs)})`;
}

// A 25-mile radius crosses 4 × 5 quarter-degree cells, 50 miles 7 × 9; wider, the box is ranged as before.
const MAX_QUARTER_CELLS = 80;

// The most one-degree columns of longitude placeCells names: a wider box reads the latitude band alone.
const MAX_PLACE_CELLS = 12;

/**
 * boundingRange read off providers_place_idx (migration 0025), keyed first by the whole degree of longitude: the
 * degrees its box crosses, each a latitude range of that index, so a place reads its own entries rather than the
 * latitude band across the country. Implied by the box, so it changes no result.
 */
export function placeRange(point: { lat: number; lng: number }, meters: number): SQL {
  const range = boundingRange(point, meters);
  const dLat = meters / 111_000;
  const edge = Math.abs(point.lat) + dLat;
  if (edge >= 89) return range;
  const dLng = dLat / Math.cos((edge * Math.PI) / 180);
  const [from, to] = [Math.floor(point.lng - dLng), Math.floor(point.lng + dLng)];
  if (point.lng - dLng < -180 || point.lng + dLng > 180 || to - from + 1 > MAX_PLACE_CELLS) return range;
  const cells = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return sql`floor(p.longitude) = any(${sql`array[${sql.join(
    cells.map((c) => sql`${c}`),
    sql`, `,
  )}]::float8[]`}) and ${range}`;
}

/** FROM + WHERE shared by the count, the page and the "wider radius" queries. */
export function fromWhere(
  plan: SearchPlan,
  options: {
    radiusMiles?: number;
    extra?: SQL;
    pointBy?: 'box' | 'range';
    terms?: boolean;
    /** The name words' and procedure's conditions as checks on each row read, not index lookups (ratingWalkQuery). */
    wordsAsChecks?: boolean;
    /**
     * Every condition of the plan as a check on each row read, the procedure's on procedure_ids: the rows come
     * from `extra` or from an index of the order, read in order (bestNearbyIds).
     */
    allAsChecks?: boolean;
    /**
     * Read from procedure_places (migration 0027) rather than providers: the providers who list the plan's procedure,
     * by place (procedurePlaces). Its columns are named as providers' are.
     */
    procedurePlaces?: boolean;
    /**
     * The specialty as a condition the planner can look up: a place's entries of one specialty are read off
     * providers_specialty_place_idx (migration 0028) rather than every provider's of the place.
     */
    specialtyLookedUp?: boolean;
  } = {},
): SQL {
  const where: SQL[] = options.extra ? [options.extra] : [];
  if (options.procedurePlaces) where.unshift(sql`p.procedure_id = ${plan.procedureId}`);
  // As a subquery, a condition is checked on each row and the planner neither looks it up in an index nor
  // estimates from it: it leaves the rows to an index of the order.
  const asCheck = (condition: SQL) => sql`(select ${condition})`;
  // procedure_places has no other index to look a condition up in: its conditions stay plain, so the cheapest are
  // checked first and the distance last.
  const all = options.allAsChecks && !options.procedurePlaces ? asCheck : (condition: SQL) => condition;
  if (plan.point) {
    const meters = (options.radiusMiles ?? plan.point.radiusMiles) * METERS_PER_MILE;
    // earth_box uses the GiST index (which also serves nearest-first); the exact distance trims the corners.
    if (options.pointBy === 'range' || options.allAsChecks)
      where.push(all(boundingRange(plan.point, meters)));
    else where.push(sql`earth_box(${origin(plan.point)}, ${meters}::float8) @> ${here}`);
    where.push(all(sql`${distance(plan.point)} <= ${meters}::float8`));
  }
  if (plan.state) where.push(all(sql`p.state = ${plan.state}`));
  if (plan.name) {
    // Every typed word that stands for some name word must be matched (providers_name_words_idx), unless the
    // caller's condition implies it; a procedure is looked up in the same index.
    const check = options.wordsAsChecks || options.allAsChecks ? asCheck : all;
    if (options.terms !== false)
      for (const t of plan.name.terms) where.push(check(sql`p.name_words && ${textArray(t.words)}`));
  }
  if (plan.procedureId && !options.procedurePlaces && (plan.name || options.allAsChecks)) {
    const check = options.wordsAsChecks || options.allAsChecks ? asCheck : all;
    where.push(check(sql`p.procedure_ids @> ${textArray([plan.procedureId])}`));
  }
  if (plan.usual) {
    // Read from providers_registry_taxonomy_idx when the registry's share of the directory is small.
    where.push(
      sql`p.source = 'registry' and p.registry_taxonomy = any(${textArray([...plan.usual.taxonomies])})`,
    );
    where.push(sql`not p.procedure_ids @> ${textArray([plan.usual.procedureId])}`);
  }
  const f = plan.filters;
  if (f.specialty)
    where.push(
      options.specialtyLookedUp ? sql`p.specialty = ${f.specialty}` : all(sql`p.specialty = ${f.specialty}`),
    );
  if (f.minRating) where.push(all(sql`p.rating_avg >= ${f.minRating}`));
  if (f.verified) where.push(all(sql`p.verified`));
  // Only a practice's own word counts: a profile that does not say (null, an unclaimed registry record) is left out.
  if (f.accepting) where.push(all(sql`p.accepting_new_patients`));
  const conditions = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  if (options.procedurePlaces) return sql`from procedure_places p ${conditions}`;
  // A name search finds its procedure in the words index; its page joins the offer for its price alone.
  const join = plan.name || options.allAsChecks ? sql`` : procedureJoin(plan);
  return sql`from providers p ${join} ${conditions}`;
}

const procedureJoin = (plan: SearchPlan) =>
  plan.procedureId
    ? sql`join provider_procedures pp on pp.provider_id = p.id and pp.procedure_id = ${plan.procedureId}`
    : sql``;

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
  if (ranksByName(plan)) return nameOrder(plan.name);
  if (plan.point) return sql`${nearbyScore(plan.point)} desc, p.id`;
  return sql`${quality}, p.id`;
}

/**
 * Nearer is better, but a much better-rated provider a few miles further still ranks well: the quality less up to
 * 0.5 at the edge of the radius. Never more than the quality itself (bestNearbyIds relies on it).
 */
function nearbyScore(point: NonNullable<SearchPlan['point']>) {
  const penalty = sql`${distance(point)} / ${point.radiusMiles * METERS_PER_MILE}::float8 * 0.5`;
  return sql`(${providerQualitySql}) - ${penalty}`;
}

/** Whether a search ranks a place's matches by quality and nearness (nearbyScore), which bestNearbyIds can read. */
const ranksNearby = (plan: SearchPlan): plan is SearchPlan & { point: NonNullable<SearchPlan['point']> } =>
  plan.point !== null && plan.sort === 'relevance' && !plan.name && !plan.usual;

/**
 * The page of a place's best providers when more than COUNT_CAP match, without ranking them all (a large city holds
 * tens of thousands). A score is the quality less the distance's penalty, so it is never above the quality. The
 * first `reach` matches best first by quality, read off providers_quality_idx, have scores of at least `floor`, their
 * lowest: so at least `reach` matches score `floor` or more, and a match whose quality is below `floor` cannot be on
 * the page. The page is ranked among the matches of quality `floor` or more, a range of the same index. Both read
 * only the index (it carries every column a condition checks).
 */
async function bestNearbyIds(
  db: Database,
  plan: SearchPlan & { point: NonNullable<SearchPlan['point']> },
  page: number,
  pageSize: number,
  options: { all: boolean },
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    let floor: number | null = null;
    if (!options.all) {
      // Walked best first, never sorted: more than COUNT_CAP match in the place, so its first few are met early
      // in the procedure's or the specialty's own entries. The planner, which finds a city's box far emptier than
      // it is (55 rows expected for New York's 14,561 tummy-tuck entries), read the whole box to sort it (15 ms).
      await tx.execute(sql`set local enable_sort = off`);
      const [found] = (await tx.execute(nearbyFloorQuery(plan, page * pageSize))).rows as {
        floor: number | null;
      }[];
      if (found.floor === null) return [];
      floor = Number(found.floor);
      await tx.execute(sql`set local enable_sort = on`);
    }
    // Read from an index alone: a bitmap scan would fetch every table row of the band or range to check it.
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return (await tx.execute(nearbyPageQuery(plan, page, pageSize, floor))).rows as Row[];
  });
}

/**
 * The lowest score of the first `reach` matches best first by quality (bestNearbyIds). A procedure's matches are read
 * off its own entries best first (procedure_places_quality_idx), a specialty's off its own (providers_specialty_
 * quality_idx, migration 0031), each checked for the place: a city just past the count cap holds a few in a thousand
 * of the directory's providers, but a few in a hundred of a procedure's or a specialty's.
 */
const nearbyFloorQuery = (plan: SearchPlan & { point: NonNullable<SearchPlan['point']> }, reach: number) => {
  // Read best first (bestNearbyIds turns sorting off for it); the box's degrees of longitude (placeRange) are checks
  // on each entry read.
  const byPlace = procedurePlaces(plan);
  const from = fromWhere(plan, {
    allAsChecks: true,
    procedurePlaces: byPlace,
    specialtyLookedUp: true,
    extra: placeRange(plan.point, plan.point.radiusMiles * METERS_PER_MILE),
  });
  // The reach-th best score of the first FLOOR_READ × reach best by quality: at least reach matches score it or
  // more, as with the first reach alone, but it is higher (a near one among more), so fewer qualities reach it.
  return sql`select (array_agg(s order by s desc))[least(${reach}, count(*))]::float8 as floor
    from (select ${nearbyScore(plan.point)} as s ${from}
    order by ${providerQualitySql} desc, p.id limit ${reach * FLOOR_READ}) w`;
};

// How many times the page's reach the floor reads best by quality (nearbyFloorQuery). New York's tummy-tuck entries:
// 1,994 of 14,561 in the box had the quality of the floor of the first twelve.
const FLOOR_READ = 4;

/** The page of a place's best providers among those of quality `floor` or more (every match without one). */
function nearbyPageQuery(
  plan: SearchPlan & { point: NonNullable<SearchPlan['point']> },
  page: number,
  pageSize: number,
  floor: number | null,
) {
  // The planner reads whichever is narrower: the quality range off providers_quality_idx, or the place's latitude
  // band off providers_place_idx (a sparse match's floor is low, so its quality range is wide).
  const band = placeRange(plan.point, plan.point.radiusMiles * METERS_PER_MILE);
  // A little below the floor, so that converting it to numeric never leaves out a provider scoring exactly it.
  // A quality of at least the floor needs a rating of at least 0.2 below it, when the floor is above 4.2: the
  // quality is the rating averaged with five reviews of 4, plus 0.1 for each of verification and board
  // certification (providerQualitySql). Compared first, it spares computing most entries' quality.
  const rated =
    floor !== null && floor > 4.2
      ? sql`p.rating_avg >= ${(floor - 0.2 - 1e-9).toFixed(12)}::numeric and `
      : sql``;
  // A procedure's or a specialty's matches at the floor or above are ranged by the box's quarter-degree cells and
  // the quality (migration 0033), each cell read from the floor up.
  const cells =
    floor !== null && (procedurePlaces(plan) || plan.filters.specialty)
      ? quarterCells(plan.point, plan.point.radiusMiles * METERS_PER_MILE)
      : null;
  const from =
    floor === null
      ? band
      : sql`${rated}(${providerQualitySql}) >= ${(floor - 1e-9).toFixed(12)}::numeric and ${band}
        ${cells ? sql`and ${cells}` : sql``}`;
  const ranked = sql`select id, row_number() over (order by s desc, id) as n from (select p.id,
    ${nearbyScore(plan.point)} as s ${fromWhere(plan, {
      allAsChecks: true,
      procedurePlaces: procedurePlaces(plan),
      specialtyLookedUp: true,
      extra: from,
    })} order by s desc, p.id
    limit ${pageSize} offset ${(page - 1) * pageSize}) w`;
  return cardsOf(plan, ranked);
}

/**
 * Whether a place's matches are read from procedure_places (migration 0027), the procedure's own providers of the
 * place, rather than from every provider of the place off providers_place_idx.
 */
const procedurePlaces = (plan: SearchPlan) => plan.procedureId !== null && plan.state === null;

/** Whether countQuery reads a place's matches off providers_place_idx alone (it holds no name or registry taxonomy). */
const countsOffPlaceIndex = (
  plan: SearchPlan,
): plan is SearchPlan & { point: NonNullable<SearchPlan['point']> } =>
  plan.point !== null && !plan.name && !plan.usual;

/** Whether countQuery reads a state's matches off providers_state_rating_idx alone (migration 0022). */
const countsOffStateIndex = (plan: SearchPlan): plan is SearchPlan & { state: string } =>
  plan.state !== null && !plan.point && !plan.name && !plan.usual;

/**
 * Matches up to COUNT_CAP + 1: the exact total when there are at most COUNT_CAP, otherwise "more than". `exact`
 * counts every match, for a search that ranks them all anyway.
 */
export const countQuery = (plan: SearchPlan, options: { exact?: boolean } = {}) => {
  if (plan.name && !options.exact) {
    if (plan.procedureId && plan.name.terms.length === 1 && withoutPlaceOrFilter(plan)) {
      // A name of one typed word with a procedure (a narrower name of leavingOneWordOut, "okafor" with BBL): its
      // words' entries listing the procedure, read by their pairs' keys or walked (wordEntries), not the words index's
      // intersection of every provider holding the word with every provider listing the procedure (13–23 ms).
      const entries = wordEntries(plan, sql`s.word`, sql`w.provider_id`, sql``, sql`limit ${COUNT_CAP + 1}`);
      return sql`select count(*)::int as total from (select distinct e.provider_id
        from unnest(${textArray(plan.name.terms[0].words)}) s(word) cross join lateral (${entries}) e
        limit ${COUNT_CAP + 1}) t`;
    }
    return sql`select count(*)::int as total from (${nameMatchesQuery({ ...plan, name: plan.name }, sql`1`)}) t`;
  }
  const limit = options.exact ? sql`` : sql`limit ${COUNT_CAP + 1}`;
  // A place's matches are counted off providers_place_idx alone: the latitude band is its range, and every other
  // condition, the procedure's on procedure_ids, a check on the entries it holds (a large city's band holds tens of
  // thousands of rows), rather than looking up each entry's offers (a ZIP radius's count, nearest first).
  const from = countsOffPlaceIndex(plan)
    ? fromWhere(plan, {
        allAsChecks: true,
        procedurePlaces: procedurePlaces(plan),
        specialtyLookedUp: true,
        extra: placeRange(plan.point, plan.point.radiusMiles * METERS_PER_MILE),
      })
    : countsOffStateIndex(plan)
      ? fromWhere(plan, { allAsChecks: true, extra: sql`p.state = ${plan.state}` })
      : fromWhere(plan, { pointBy: 'range' });
  return sql`select count(*)::int as total from (select 1 ${from} ${limit}) t`;
};

export async function countMatches(db: Database, plan: SearchPlan, options: { exact?: boolean } = {}) {
  const [{ total }] = (await db.execute(countQuery(plan, options))).rows as { total: number }[];
  return Number(total);
}

// Each card's headshot, and its three priciest offers when no procedure was searched.
const headshot = sql`(select ph.url from provider_photos ph
  where ph.provider_id = page.id and ph.kind = 'headshot' order by ph.sort_order limit 1)`;
const topOffers = sql`(select json_agg(json_build_array(o.procedure_id, o.price_min, o.price_max)
    order by o.price_max desc, o.procedure_id)
  from (select procedure_id, price_min, price_max from provider_procedures
    where provider_id = page.id order by price_max desc, procedure_id limit 3) o)`;

/** Whether rows rank by how their names match the typed name (nameTiers), then by quality. */
function ranksByName(plan: SearchPlan): plan is SearchPlan & { name: NameQuery } {
  if (!plan.name) return false;
  if (plan.sort === 'distance') return !plan.point;
  return plan.sort === 'relevance';
}

/** A result card's columns, from providers p (and pp, when a procedure was searched). */
function cardColumns(plan: SearchPlan) {
  const meters = plan.point ? distance(plan.point) : sql`null::float8`;
  const price = plan.procedureId
    ? sql`pp.price_min, pp.price_max`
    : sql`null::int as price_min, null::int as price_max`;
  return sql`p.id, p.slug, p.display_name, p.credentials, p.specialty, p.board_certified, p.board_name,
    p.verified, p.verification, p.practice_name, p.city, p.state, p.latitude, p.longitude, p.rating_avg, p.review_count, p.accepting_new_patients,
    p.languages, p.years_in_practice, p.source, p.registry_taxonomy, ${meters} as distance_m, ${price}`;
}

/**
 * The page's rows with each card's headshot and offers. The outer select only adds columns, so rows keep the
 * page's order; it runs the lookups for the rows on the page alone, not for the rows an offset skips.
 */
function withLookups(plan: SearchPlan, rows: SQL) {
  const offers = plan.procedureId ? sql`null::json` : topOffers;
  return sql`select page.*, ${headshot} as photo_url, ${offers} as offers from (${rows}) page`;
}

/** One page of a search that does not rank by name; with each row's exact total when asked. */
export function pageQuery(
  plan: SearchPlan,
  page: number,
  pageSize: number,
  options: { withTotal?: boolean } = {},
) {
  const total = options.withTotal ? sql`, count(*) over ()::int as total` : sql``;
  return withLookups(
    plan,
    sql`select ${cardColumns(plan)}${total} ${fromWhere(plan)}
      order by ${orderBy(plan)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
}

/**
 * The best `limit` rows of one name tier, best first: off providers_quality_idx when many rows are in it. `before`
 * is the ids of the tiers before it, all of them, since a tier is read only when those do not fill the page.
 */
function nameTierQuery(plan: SearchPlan, tier: NameTier, limit: number, before?: SQL) {
  if (readsWordProviders(plan) && (tier.kind === 'asTyped' || tier.kind === 'similar'))
    return wordTierQuery(plan, tier.kind, limit);
  if (namesOnly(plan) && (tier.kind === 'exact' || tier.kind === 'prefix'))
    return nameKeyTierQuery(plan.name, tier.kind, limit, before);
  return sql`select p.id ${fromWhere(plan, { ...tier, pointBy: 'range' })} order by ${providerQualitySql} desc, p.id limit ${limit}`;
}

/** Whether a search names no place, state, registry specialties or filter. */
function withoutPlaceOrFilter(plan: SearchPlan) {
  const f = plan.filters;
  return (
    !plan.point && !plan.state && !plan.usual && !f.specialty && !f.minRating && !f.verified && !f.accepting
  );
}

/** Whether a search is a name alone: no procedure, place, state or filter. */
function namesOnly(plan: SearchPlan): plan is SearchPlan & { name: NameQuery } {
  return plan.name !== null && !plan.procedureId && withoutPlaceOrFilter(plan);
}

/**
 * The name-key tiers (a practice or provider called exactly the typed name, or starting with it) of a name alone,
 * read off the two name-key indexes alone (migration 0026: they carry the columns of the quality), each key on its
 * own, since a condition on either reads both through the table: "ramirez %" is 2,609 practices at 1,000,000
 * providers, 2,579 table pages. A row in a tier before this one is in `before` (nameTierQuery), so it is left out
 * by its id rather than by the other key, which this index does not hold.
 */
function nameKeyTierQuery(name: NameQuery, kind: 'exact' | 'prefix', limit: number, before?: SQL) {
  const match = (column: SQL) =>
    kind === 'exact' ? sql`${column} = ${name.key}` : sql`${column} like ${`${name.key} %`}`;
  // Each side's best `limit`: a name's own entries are in quality order in its index (migration 0029), read in order
  // and stopped after `limit`; a prefix's range is read off the index and sorted by the quality the index holds, or,
  // for a range the planner judges dense among the best, providers_quality_idx is walked best first.
  const side = (column: SQL) => sql`(select p.id, ${providerQualitySql} as quality from providers p
    where ${match(column)}${before ? sql` and not p.id = any(${before})` : sql``}
    order by ${providerQualitySql} desc, p.id limit ${limit})`;
  return sql`select k.id from (${side(sql`p.practice_name_key`)} union ${side(sql`p.display_name_key`)}) k
    order by k.quality desc, k.id limit ${limit}`;
}

/**
 * Whether a name search's matches are read from word_providers (migration 0024) rather than from the words index
 * and the table: a name of one typed word, with at most a procedure besides, which that table holds; no place,
 * state or filter, which it does not.
 */
function readsWordProviders(plan: SearchPlan): plan is SearchPlan & { name: NameQuery } {
  return plan.name?.terms.length === 1 && withoutPlaceOrFilter(plan);
}

/**
 * The word_providers entries `w` of one name word (and the procedure searched), with `columns`, `where` and `tail`
 * (order, limit) applied to them. Without a procedure, the word's own entries. With one, the entries listing it are
 * read by the pair's key off word_providers_procedure_keys_idx (migration 0032): a common word with a procedure few
 * of its providers list ("aesthetics" with liposuction, 1 of 86,356) read every entry of the word to find them. A
 * pair the planner's statistics find in more than COUNT_CAP entries ("aesthetic" with liposuction, 27,217) is read
 * off the word's own index instead, in its order, stopping after `tail`'s limit. Either way, the same rows.
 */
function wordEntries(plan: SearchPlan, word: SQL, columns: SQL, where: SQL = sql``, tail: SQL = sql``): SQL {
  if (!plan.procedureId)
    return sql`select ${columns} from word_providers w where w.word = ${word} ${where} ${tail}`;
  const key = sql`(${word} || ':' || ${plan.procedureId})`;
  const name = plan.name;
  const procedureId = plan.procedureId;
  const commonWords = name
    ? name.terms.flatMap((t) => t.words).filter((w) => pairEstimate(name, w, procedureId) > COUNT_CAP)
    : [];
  const common = sql`${word} = any(${textArray([...new Set(commonWords)])})`;
  return sql`(select ${columns} from word_providers w where ${common} and w.word = ${word}
      and w.procedure_ids @> ${textArray([plan.procedureId])} ${where} ${tail})
    union all (select ${columns} from word_providers w where not ${common}
      and word_procedure_keys(w.word, w.procedure_ids) @> array[${key}] ${where} ${tail})`;
}

/**
 * Of a name of several typed words with a procedure and nothing else, the typed word whose name words' pairs with
 * the procedure the statistics find in the fewest entries, when those are at most PAIR_READ: its pairs' entries are
 * read by their keys (migration 0032) and each provider's other words checked on its row (pairMatchesQuery).
 */
function walkedPairs(plan: SearchPlan): { words: string[]; procedureId: string } | null {
  const name = plan.name;
  const procedureId = plan.procedureId;
  if (!name || !procedureId || name.terms.length < 2 || !withoutPlaceOrFilter(plan)) return null;
  const estimate = (words: string[]) => wordsEstimate(name, words, procedureId);
  const fewest = [...name.terms].sort((a, b) => estimate(a.words) - estimate(b.words))[0];
  return estimate(fewest.words) <= PAIR_READ ? { words: fewest.words, procedureId } : null;
}

// How many entries of a typed word's pairs a name of several words reads by their keys, at most: each is a table row
// read, and the providers' rows after; past it, the words index intersects the words and the procedure as fast.
const PAIR_READ = 500;

/**
 * A name search's matches with `columns` (and `extra`), at most COUNT_CAP + 1: by their pairs when a typed word's
 * are few (walkedPairs, pairMatchesQuery), otherwise off the words index and the table (fromWhere).
 */
function nameMatchesQuery(plan: SearchPlan & { name: NameQuery }, columns: SQL, extra?: SQL) {
  const walked = walkedPairs(plan);
  if (walked) return pairMatchesQuery(plan, walked, columns, extra);
  return sql`select ${columns} ${fromWhere(plan, { pointBy: 'range', extra })} limit ${COUNT_CAP + 1}`;
}

/**
 * The providers of a name of several typed words who list the procedure, with `columns`, at most COUNT_CAP + 1:
 * the walked typed word's pairs' providers (walkedPairs), looked up by id and checked for every typed word. The
 * words index intersects every provider holding each word with every provider listing the procedure instead (a med
 * spa's name with a nose job: 9–25 ms a count at 1,000,000 providers, to find none).
 */
function pairMatchesQuery(
  plan: SearchPlan & { name: NameQuery },
  walked: { words: string[]; procedureId: string },
  columns: SQL,
  extra?: SQL,
) {
  const keys = textArray(walked.words.map((w) => `${w}:${walked.procedureId}`));
  const words = plan.name.terms.map((t) => sql`p.name_words && ${textArray(t.words)}`);
  // Looked up by id, an array of them: as a join, the planner expects the pairs' providers to be many and reads
  // every provider holding the words instead (a med spa's name: 99,935 rows, 900 ms).
  return sql`select ${columns} from providers p where p.id = any(array(select w.provider_id from word_providers w
      where word_procedure_keys(w.word, w.procedure_ids) && ${keys}))
    and ${sql.join(words, sql` and `)} ${extra ? sql`and ${extra}` : sql``} limit ${COUNT_CAP + 1}`;
}

/**
 * The distinct providers holding one of the typed word's name words (and the procedure), each with what ordering
 * reads: the same rows as `p.name_words && words`, read from word_providers' index alone.
 */
function wordMatches(plan: SearchPlan & { name: NameQuery }) {
  return sql`select distinct e.provider_id, e.quality, e.rating_avg, e.review_count
    from unnest(${textArray(plan.name.terms[0].words)}) s(word)
    cross join lateral (${wordEntries(plan, sql`s.word`, sql`w.provider_id, w.quality, w.rating_avg, w.review_count`)}) e`;
}

/**
 * nameTierQuery of a one-word name's last two tiers, from word_providers: each name word's best `limit` best first
 * off its index (a provider holds a word once), merged. The typed word's tier (asTyped) checks the two before it on
 * the table, row by row as it reads; the similar words' tier leaves out providers holding the typed word itself,
 * found in the same index by their quality.
 */
function wordTierQuery(plan: SearchPlan & { name: NameQuery }, kind: 'asTyped' | 'similar', limit: number) {
  const m = nameMatch(plan.name);
  const typed = plan.name.terms[0].typed;
  if (kind === 'asTyped')
    return sql`select e.provider_id as id from (${wordEntries(
      plan,
      sql`${typed}`,
      sql`w.provider_id, w.quality`,
      // As a subquery, checked on each entry read, so the walk stops after the limit.
      sql`and (select not ${m.exact} and not ${m.prefix} from providers p where p.id = w.provider_id)`,
      sql`order by w.quality desc, w.provider_id limit ${limit}`,
    )}) e order by e.quality desc, e.provider_id limit ${limit}`;
  const best = wordEntries(
    plan,
    sql`s.word`,
    sql`w.provider_id, w.quality`,
    sql`and not exists (select 1 from word_providers t where t.word = ${typed}
      and t.quality = w.quality and t.provider_id = w.provider_id)`,
    sql`order by w.quality desc, w.provider_id limit ${limit}`,
  );
  return sql`select b.provider_id as id from unnest(${textArray(m.similar)}) s(word) cross join lateral (${best}) b
    group by b.provider_id, b.quality order by b.quality desc, b.provider_id limit ${limit}`;
}

/** A sorted name search's order (orderBy's) on word_providers rows `m`. */
const wordOrder = (plan: SearchPlan) =>
  plan.sort === 'reviews'
    ? sql`m.review_count desc, m.rating_avg desc, m.provider_id`
    : sql`m.rating_avg desc nulls last, m.review_count desc nulls last, m.provider_id`;

/** sortedIdsQuery of a name read from word_providers: every match from its index, sorted. */
function wordSortedIdsQuery(plan: SearchPlan & { name: NameQuery }, reach: number) {
  return sql`select m.provider_id as id from (${wordMatches(plan)}) m order by ${wordOrder(plan)} limit ${reach}`;
}

/**
 * The share of word_providers' rows whose word is one of `words`, as the planner's statistics have it: the words
 * among its most common values, the others as none. It only chooses which typed word a rating walk reads
 * (wordRatingsQuery), the least common, or the first typed when none is common (a practice's name usually starts with
 * its own word); counting each typed word's entries read hundreds of index pages a word.
 */
const wordShare = (words: SQL) =>
  sql`(select coalesce(sum(m.share), 0) from pg_stats s,
    unnest(s.most_common_vals::text::text[], s.most_common_freqs) m(word, share)
    where s.schemaname = current_schema() and s.tablename = 'word_providers' and s.attname = 'word'
      and m.word = any(${words}))`;

/**
 * The first `reach` ids best rated of a name with more than COUNT_CAP matches and no place, state or filter, off
 * word_providers_word_rating_idx (migration 0029): each name word of one typed word, best rated first, as far as
 * its first `reach` matches, merged. A name of several typed words walks the one held by the fewest providers and
 * checks the others on each provider it reads ("radiance medical spa" with fillers: a few dozen rows, where finding
 * every match in the words index fetched 21,605 to sort them). Its rows are the same as sortedIdsQuery's: a provider
 * matches when some word of each typed word is in its names (and it lists the procedure), and is ordered as orderBy
 * orders by rating, the rating's columns being kept in word_providers.
 */
function wordRatingsQuery(plan: SearchPlan & { name: NameQuery }, reach: number) {
  const { terms } = plan.name;
  const walked =
    terms.length === 1
      ? textArray(terms[0].words)
      : sql`(select t.words from (values ${sql.join(
          terms.map((t, i) => sql`(${i}, ${textArray(t.words)})`),
          sql`, `,
        )}) t(i, words) order by ${wordShare(sql`t.words`)}, t.i limit 1)`;
  // As a subquery, checked on each row the walk reads, one table row each, rather than looked up in an index.
  const others =
    terms.length === 1
      ? sql``
      : sql`and (select ${sql.join(
          terms.map((t) => sql`p.name_words && ${textArray(t.words)}`),
          sql` and `,
        )} from providers p where p.id = w.provider_id)`;
  const best = wordEntries(
    plan,
    sql`s.word`,
    sql`w.provider_id, w.rating_avg, w.review_count`,
    others,
    sql`order by w.rating_avg desc nulls last, w.review_count desc nulls last, w.provider_id limit ${reach}`,
  );
  return sql`select m.provider_id as id from unnest(${walked}) s(word) cross join lateral (${best}) m
    group by m.provider_id, m.rating_avg, m.review_count order by ${wordOrder(plan)} limit ${reach}`;
}

/** Whether a name search sorted by rating reads its page with wordRatingsQuery: no place, state or filter. */
const walksWordRatings = (plan: SearchPlan) =>
  plan.name !== null && plan.sort === 'rating' && withoutPlaceOrFilter(plan);

/**
 * The ids the page of a name more than COUNT_CAP providers share reaches, best first, never ranking them all, as
 * the statements of a WITH whose last, `reached`, holds them in one array (ARRAY keeps its subquery's order).
 * Ranked by name, tier by tier, each read best first and only as far as the page reaches; a tier is not read at
 * all once the tiers before it reach the page. Sorted otherwise, read off the index of that order (rating,
 * distance), stopping after the page.
 */
function reachedIds(plan: SearchPlan & { name: NameQuery }, reach: number, directorySize: number): SQL {
  const sorted = plan.sort === 'rating' || plan.sort === 'reviews';
  if (walksWordRatings(plan)) return sql`reached as (select array(${wordRatingsQuery(plan, reach)}) as ids)`;
  if (sorted && readsWordProviders(plan))
    return sql`reached as (select array(${wordSortedIdsQuery(plan, reach)}) as ids)`;
  if (walksRatings(plan, reach, directorySize))
    return sql`reached as (select array(${ratingWalkQuery(plan, reach)}) as ids)`;
  if (!ranksByName(plan)) return sql`reached as (select array(${sortedIdsQuery(plan, reach)}) as ids)`;
  const tiers = nameTiers(plan.name).map((tier, i) => {
    if (i === 0) return sql`t0 as materialized (select array(${nameTierQuery(plan, tier, reach)}) as ids)`;
    // The LIMIT stays the page's reach, not what is left of it: the planner chooses how to read a tier from it.
    const before = sql.raw(`t${i - 1}.ids`);
    return sql`${sql.raw(`t${i}`)} as materialized (select case when cardinality(${before}) >= ${reach} then ${before}
      else ${before} || array(${nameTierQuery(plan, tier, reach, before)}) end as ids from ${sql.raw(`t${i - 1}`)})`;
  });
  const last = sql.raw(`t${tiers.length - 1}`);
  return sql.join([...tiers, sql`reached as (select ids from ${last})`], sql`, `);
}

/** The first `reach` ids in orderBy's order, read off the index of that order (rating, distance). */
function sortedIdsQuery(plan: SearchPlan, reach: number) {
  return sql`select p.id ${fromWhere(plan, { pointBy: 'range' })} order by ${orderBy(plan)} limit ${reach}`;
}

/**
 * The first `reach` ids best rated, walking providers_rating_idx (or providers_state_rating_idx) and checking each
 * provider's name words, instead of finding every match in the words index and sorting them all. The planner
 * would not choose it: it expects a few matches where thousands share correlated words ("glow", "med", "spa").
 */
function ratingWalkQuery(plan: SearchPlan, reach: number) {
  return sql`select p.id ${fromWhere(plan, { pointBy: 'range', wordsAsChecks: true })} order by ${orderBy(plan)}
    limit ${reach}`;
}

/**
 * Whether the best rated of more than COUNT_CAP matches are found sooner by walking the rating index (sorted by
 * rating, not in a radius): a walk reads about reach × directory / matches rows, at most reach × directory /
 * COUNT_CAP, where collecting and sorting every match reads more than COUNT_CAP. Walked up to twice that, as the
 * matches are usually many more.
 */
function walksRatings(plan: SearchPlan, reach: number, directorySize: number) {
  if (plan.sort !== 'rating' || plan.point || directorySize <= 0) return false;
  return (reach * directorySize) / COUNT_CAP <= 2 * COUNT_CAP;
}

/**
 * A name search's page when more than COUNT_CAP providers match, in one statement: the ids it reaches
 * (reachedIds), then the cards of those on the page.
 */
function manyNamesPageQuery(
  plan: SearchPlan & { name: NameQuery },
  page: number,
  pageSize: number,
  directorySize: number,
) {
  const reach = page * pageSize;
  const onPage = sql`(select ids from reached)[${reach - pageSize + 1}:${reach}]`;
  const ranked = sql`select * from unnest(${onPage}) with ordinality r(id, n)`;
  return sql`with ${reachedIds(plan, reach, directorySize)} ${cardsOf(plan, ranked)}`;
}

/** The cards of ranked rows (id, n), in the order of n. */
function cardsOf(plan: SearchPlan, ranked: SQL) {
  return withLookups(
    plan,
    sql`select ${cardColumns(plan)}, r.n from (${ranked}) r join providers p on p.id = r.id
      ${procedureJoin(plan)} order by r.n`,
  );
}

/**
 * A name search's first statement: up to COUNT_CAP + 1 matches collected from the words index and counted, and,
 * when they are no more than COUNT_CAP, the ids on the page, ranked. The page's cards are a statement of their own:
 * planned here, they would be planned for every name more than COUNT_CAP providers share as well, which reads its
 * page in another way (manyNamesPageQuery).
 */
function fewNamesQuery(plan: SearchPlan & { name: NameQuery }, page: number, pageSize: number) {
  // The columns orderBy reads, not whole rows: up to COUNT_CAP + 1 of them are copied.
  const columns = sql`p.id, p.rating_avg, p.review_count, p.verified, p.board_certified, p.latitude, p.longitude,
    p.practice_name_key, p.display_name_key, p.name_words`;
  const onPage = sql`array(select p.id from p order by ${orderBy(plan)} limit ${pageSize}
    offset ${(page - 1) * pageSize})`;
  // The directory's size as the planner knows it (-1 before its first analysis), for walksRatings; and the count of
  // name words, for the caller to tell whether the name was matched against current words.
  const size = sql`(select reltuples from pg_class where oid = 'providers'::regclass)::float8 as directory_size`;
  const words = sql`(select words from name_word_count) as name_word_count`;
  const name = plan.name;
  const keyed = withoutPlaceOrFilter(plan) && nameMatch(name).typedAsNames;
  const counted = (onPage: SQL) =>
    sql`select t.total, case when t.total <= ${COUNT_CAP} then ${onPage} end as ids, ${size}, ${words}`;
  if (readsWordProviders(plan)) {
    // Counted from word_providers' index alone; the rows ordering reads are fetched only when they are few enough
    // to rank. A name word more than COUNT_CAP providers hold settles the count at once, from its first COUNT_CAP + 1 index
    // entries: collecting distinct providers across all the words ("aesthetics": 86,356) read them all, or walked
    // the provider index to keep them in order. Otherwise the words' entries are at most COUNT_CAP each and are
    // collected whole; a provider holding two of them is counted once.
    const nameWords = textArray(plan.name.terms[0].words);
    // Each word's entries up to one past the cap, read once: a word past it settles the count; otherwise they are all.
    const matched = sql`with m as materialized (select s.word, e.provider_id, e.rating_avg, e.review_count
        from unnest(${nameWords}) s(word) cross join lateral (${wordEntries(
          plan,
          sql`s.word`,
          sql`w.provider_id, w.rating_avg, w.review_count`,
          sql``,
          sql`limit ${COUNT_CAP + 1}`,
        )}) e),
      over as materialized (select exists(select 1 from m group by m.word having count(*) > ${COUNT_CAP}) as over),
      t as materialized (select case when (select over from over) then ${COUNT_CAP + 1}
        else (select count(distinct provider_id) from m)::int end as total)`;
    // Sorted by rating or reviews, a page is ranked from the columns word_providers keeps, fetching no table rows.
    if (plan.sort === 'rating' || plan.sort === 'reviews')
      return sql`${matched} ${counted(sql`array(select m.provider_id from (select distinct provider_id, rating_avg,
        review_count from m) m order by ${wordOrder(plan)} limit ${pageSize} offset ${(page - 1) * pageSize})`)} from t`;
    return sql`${matched}, p as materialized (select ${columns} from providers p
        where (select total from t) <= ${COUNT_CAP} and p.id = any(array(select provider_id from m)))
      ${counted(onPage)} from t`;
  }
  if (keyed && !fewWithProcedure(plan)) {
    // Names called the typed name or starting with it hold every typed word: when more than COUNT_CAP do (with the
    // procedure), the count is settled off a name-key index alone, without collecting matches from the words index
    // and the table (1,001 table rows, a page each).
    const over = sql`(${manyByNameKey(plan, sql`p.practice_name_key`)} or ${manyByNameKey(plan, sql`p.display_name_key`)})`;
    return sql`with over as materialized (select ${over} as over),
      p as materialized (${nameMatchesQuery(plan, columns, sql`not (select over from over)`)})
      ${counted(onPage)} from (select case when (select over from over) then ${COUNT_CAP + 1}
        else (select count(*)::int from p) end as total) t`;
  }
  return sql`with p as materialized (${nameMatchesQuery(plan, columns)})
    ${counted(onPage)} from (select count(*)::int as total from p) t`;
}

/**
 * Whether the statistics settle that at most COUNT_CAP providers can match a name with the procedure: a match holds
 * one of each typed word's name words, so it is one of that word's pairs' entries with the procedure, and a typed
 * word whose pairs the statistics find in few entries bounds them all ("radiance" with a BBL: fewer than 84 at
 * 200,000 providers). Then nothing reads a name-key index to find out whether more than COUNT_CAP do (manyByNameKey
 * read 2,000 entries of "radiance medical spa %" for it, 30 ms on PGlite). Half the cap, as the statistics are drawn
 * from a sample; a bound they get wrong costs time, not results: the matches are then collected and counted, up to
 * COUNT_CAP + 1.
 */
function fewWithProcedure(plan: SearchPlan & { name: NameQuery }) {
  const { name, procedureId } = plan;
  if (!procedureId || name.pairs.entries.size === 0) return false;
  const bound = Math.min(...name.terms.map((t) => wordsEstimate(name, t.words, procedureId)));
  return bound <= COUNT_CAP / 2;
}

/**
 * Whether more than COUNT_CAP names of one name-key column are the typed name or start with it (and list the
 * procedure searched), counted off that column's index alone (it carries procedure_ids, migration 0029), at most
 * COUNT_CAP + 1 entries each ("glow med spa …": 33,385 practices).
 */
function manyByNameKey(plan: SearchPlan & { name: NameQuery }, column: SQL) {
  const key = plan.name.key;
  // With a procedure, at most `read` entries of a name are read for it, stopping once more than the cap list it: a
  // procedure few of the name list (a med spa's name with BBL) would otherwise read all of the name's entries
  // (21,605, 7,854 pages) to find none, where its pairs or the words index find none at once. Past them the count is
  // left to those. When every typed word's pairs with the procedure are common (walkedPairs finds none to read by
  // key), the name's entries are read further: "Radiance Medical Spa" with IV therapy has more than the cap among
  // 32,859 practices of that name, where the words index took 13 ms to intersect them and 10 ms to fetch 1,001 rows.
  const read = walkedPairs(plan) ? KEYED_READ : KEYED_READ_COMMON;
  const count = (match: SQL) =>
    plan.procedureId
      ? sql`(select count(*) from (select 1 from (select p.procedure_ids @> ${textArray([plan.procedureId])}
          as listed from providers p where ${column} ${match} limit ${read}) c where c.listed limit ${COUNT_CAP + 1}) c)`
      : sql`(select count(*) from (select 1 from providers p where ${column} ${match} limit ${COUNT_CAP + 1}) c)`;
  return sql`${count(sql`= ${key}`)} + ${count(sql`like ${`${key} %`}`)} > ${COUNT_CAP}`;
}

// How many entries of a name manyByNameKey reads for a procedure: twice the cap, so that a procedure half the
// name's providers list settles the count; ten times when the procedure is common among the name's words.
const KEYED_READ = 2 * COUNT_CAP;
const KEYED_READ_COMMON = 10 * COUNT_CAP;

/** The cards of the ids on a page, in their order. */
export const pageCardsQuery = (plan: SearchPlan, ids: number[]) =>
  cardsOf(plan, sql`select * from unnest(${sqlArray(ids, 'int')}) with ordinality r(id, n)`);

async function nameSearch(
  db: Database,
  plan: SearchPlan & { name: NameQuery },
  page: number,
  pageSize: number,
): Promise<SearchResult> {
  const [found] = (await db.execute(fewNamesQuery(plan, page, pageSize))).rows as Row[];
  const total = Number(found.total);
  // Names hold words the name was not matched against: what was found may not be all there is.
  const wordsChanged = Number(found.name_word_count) !== plan.name.wordCount;
  if (total <= COUNT_CAP) {
    const ids = (found.ids as number[]).map(Number);
    const rows = ids.length ? ((await db.execute(pageCardsQuery(plan, ids))).rows as Row[]) : [];
    return { total, totalCapped: false, rows, wordsChanged };
  }
  const directorySize = Number(found.directory_size);
  return {
    total: COUNT_CAP,
    totalCapped: true,
    rows: (await db.execute(manyNamesPageQuery(plan, page, pageSize, directorySize))).rows as Row[],
    wordsChanged,
  };
}

/**
 * Whether the total is counted apart from the page, stopping at COUNT_CAP: searches an index serves in order,
 * which read one page. (Name searches count in their own way: nameSearch.)
 */
export function countsApart(plan: SearchPlan) {
  if (plan.point) return plan.sort === 'distance';
  return plan.sort === 'relevance' || (plan.sort === 'rating' && plan.state !== null);
}

export interface SearchResult {
  total: number;
  totalCapped: boolean;
  rows: Row[];
  /** A name search's: names hold words the name was not matched against (NameQuery.wordCount is behind). */
  wordsChanged?: boolean;
}

/**
 * The total and one page. A search counted apart reads one page and counts separately, stopping at COUNT_CAP.
 * Any other search has to rank every match anyway, so it counts them exactly in the same pass.
 */
export async function runSearch(
  db: Database,
  plan: SearchPlan,
  page: number,
  pageSize: number,
): Promise<SearchResult> {
  if (plan.name) return nameSearch(db, { ...plan, name: plan.name }, page, pageSize);
  const capped = async () => {
    const total = await countMatches(db, plan);
    return { total: Math.min(total, COUNT_CAP), totalCapped: total > COUNT_CAP };
  };
  if (ranksNearby(plan)) {
    // Counted first, stopping at COUNT_CAP: a few hundred matches are ranked all at once, more are read best first.
    const count = await capped();
    if (count.total === 0 || (!count.totalCapped && (page - 1) * pageSize >= count.total))
      return { ...count, rows: [] as Row[] };
    if (count.totalCapped && page * pageSize > COUNT_CAP)
      return { ...count, rows: (await db.execute(pageQuery(plan, page, pageSize))).rows as Row[] };
    const all = !count.totalCapped;
    return { ...count, rows: await bestNearbyIds(db, plan, page, pageSize, { all }) };
  }
  if (!countsApart(plan)) {
    const rows = (await db.execute(pageQuery(plan, page, pageSize, { withTotal: true }))).rows as Row[];
    if (rows.length) return { total: Number(rows[0].total), totalCapped: false, rows };
    // Past the last page the window has no rows to report the total on: counted apart, as exactly as the pages.
    return { total: await countMatches(db, plan, { exact: true }), totalCapped: false, rows };
  }
  const count = await capped();
  if (count.total === 0 || (!count.totalCapped && (page - 1) * pageSize >= count.total))
    return { ...count, rows: [] as Row[] };
  return { ...count, rows: (await db.execute(pageQuery(plan, page, pageSize))).rows as Row[] };
}

/**
 * The statements a search's first page may run in a directory of `directorySize`, for EXPLAIN (bench:search). A
 * name search: its first statement, then either a page's cards (drawn here for three ids) or, when more than
 * COUNT_CAP providers match, the statement that reads the page.
 */
export function searchStatements(plan: SearchPlan, pageSize: number, directorySize: number): SQL[] {
  if (plan.name) {
    const name = { ...plan, name: plan.name };
    return [
      fewNamesQuery(name, 1, pageSize),
      pageCardsQuery(name, [1, 2, 3]),
      manyNamesPageQuery(name, 1, pageSize, directorySize),
    ];
  }
  if (ranksNearby(plan))
    return [countQuery(plan), nearbyFloorQuery(plan, pageSize), nearbyPageQuery(plan, 1, pageSize, null)];
  if (!countsApart(plan)) return [pageQuery(plan, 1, pageSize, { withTotal: true })];
  return [countQuery(plan), pageQuery(plan, 1, pageSize)];
}

/**
 * A page row as the card the results list shows; `usual` for a row of a plan's second part (SearchPlan.usual),
 * labelled as a clinician who usually offers the procedure, not confirmed.
 */
export function toSearchCard(
  r: Row,
  procedureId: string | null,
  options: { usual?: boolean } = {},
): ProviderSearchCard {
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
    practiceName: (r.practice_name as string | null) ?? null,
    city: String(r.city),
    state: String(r.state),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    distanceMiles:
      r.distance_m == null ? null : Math.round((Number(r.distance_m) / METERS_PER_MILE) * 10) / 10,
    ratingAvg: Number(r.rating_avg),
    reviewCount: Number(r.review_count),
    // Null and empty where the profile does not say (an unclaimed registry record): "Not listed".
    acceptingNewPatients: r.accepting_new_patients == null ? null : Boolean(r.accepting_new_patients),
    languages: (r.languages as string[] | null) ?? [],
    yearsInPractice: Number(r.years_in_practice),
    photoUrl: (r.photo_url as string | null) ?? null,
    price: procedureId && r.price_min != null ? range(procedureId, r.price_min, r.price_max) : null,
    procedures: ((r.offers ?? []) as [string, number, number][]).map(([id, min, max]) => range(id, min, max)),
    source: String(r.source),
    usualOffer:
      options.usual && procedureId && r.registry_taxonomy
        ? { label: usuallyOffersLabel(String(r.registry_taxonomy), procedureId) }
        : null,
  };
}
