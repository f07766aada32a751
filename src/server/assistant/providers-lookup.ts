// Provider candidates for an answer: real directory rows that offer the procedure, nearest first when a place was
// given, best-qualified first otherwise. The assistant may only mention providers returned from here.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ProviderVerification } from '@shared/provider-verification';
import type { MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import { procedures, providerProcedures, providers, reviews } from '../db/schema';
import {
  checkedKeys,
  type FilterKey,
  type FindFilters,
  type FindOutcome,
  withoutFilter,
} from './find-filters';
import type { ResolvedPlace } from './locations';

export interface ProviderCandidate {
  id: number;
  name: string;
  credentials: string;
  specialty: string;
  boardCertified: boolean;
  boardName: string | null;
  /** Null when the profile names no practice (an unclaimed NPI registry record). */
  practiceName: string | null;
  city: string;
  state: string;
  rating: number;
  reviewCount: number;
  verified: boolean;
  verification: ProviderVerification;
  /** Null when not listed: only the practice can say (the NPI registry does not). */
  acceptingNewPatients: boolean | null;
  languages: string[];
  procedureId: string;
  procedureName: string;
  priceMin: number;
  priceMax: number;
  distanceMiles: number | null;
}

/** Within this distance providers count as "near"; beyond it we say how far the nearest ones are. */
export const NEAR_MILES = 50;
const POOL = 20;

const columns = {
  id: providers.id,
  name: providers.displayName,
  credentials: providers.credentials,
  specialty: providers.specialty,
  boardCertified: providers.boardCertified,
  boardName: providers.boardName,
  practiceName: providers.practiceName,
  city: providers.city,
  state: providers.state,
  rating: providers.ratingAvg,
  reviewCount: providers.reviewCount,
  verified: providers.verified,
  verification: providers.verification,
  acceptingNewPatients: providers.acceptingNewPatients,
  languages: providers.languages,
  procedureId: providerProcedures.procedureId,
  procedureName: procedures.name,
  priceMin: providerProcedures.priceMin,
  priceMax: providerProcedures.priceMax,
};

const { procedureId: _p, procedureName: _n, priceMin: _min, priceMax: _max, ...providerColumns } = columns;
const specialtyColumns = { ...providerColumns, source: providers.source };

const quality = (p: Pick<ProviderCandidate, 'verified' | 'boardCertified' | 'rating' | 'reviewCount'>) =>
  (p.verified ? 2 : 0) + (p.boardCertified ? 2 : 0) + Number(p.rating) + Math.log10(1 + p.reviewCount);

/** The providers found for one procedure, and how: every filter met, or which was dropped to find them. */
export interface FoundCandidates {
  candidates: ProviderCandidate[];
  /** Null when no filter was asked for. */
  outcome: FindOutcome | null;
}

/**
 * Providers offering the procedure, near the place, meeting every filter the directory can check (a language,
 * new patients, board certification, a listed starting price within a budget). When none meets them all, the
 * nearest alternatives are returned instead — first dropping one filter, then looking beyond the state — with the
 * outcome, so the answer says so.
 */
export async function findProviderCandidates(
  db: Database,
  procedureId: string,
  place: ResolvedPlace | null,
  limit: number,
  filters: FindFilters,
): Promise<FoundCandidates> {
  return relaxed(filters, place, (f, where) => lookup(db, procedureId, where, limit, f));
}

/**
 * The candidates a lookup finds with every filter; when none, the nearest alternatives — first dropping one filter
 * (the last asked first), then looking beyond the state — with the outcome, so the answer says so.
 */
async function relaxed<T>(
  filters: FindFilters,
  place: ResolvedPlace | null,
  find: (filters: FindFilters, place: ResolvedPlace | null) => Promise<T[]>,
): Promise<{ candidates: T[]; outcome: FindOutcome | null }> {
  const keys = checkedKeys(filters);
  const found = await find(filters, place);
  if (keys.length === 0) return { candidates: found, outcome: null };
  if (found.length > 0)
    return { candidates: found, outcome: { noneMatch: false, dropped: null, widened: false } };
  // Nothing meets them all: the nearest alternatives, one filter dropped (the last asked first), then wider.
  const tries: { dropped: FilterKey | null; place: ResolvedPlace | null; widened: boolean }[] = [
    ...[...keys].reverse().map((k) => ({ dropped: k, place, widened: false })),
    ...(place?.state ? [{ dropped: null, place: null, widened: true }] : []),
  ];
  for (const attempt of tries) {
    const fewer = attempt.dropped ? withoutFilter(filters, attempt.dropped) : filters;
    const list = await find(fewer, attempt.place);
    if (list.length > 0)
      return {
        candidates: list,
        outcome: { noneMatch: true, dropped: attempt.dropped, widened: attempt.widened },
      };
  }
  return { candidates: [], outcome: { noneMatch: true, dropped: null, widened: false } };
}

/** A provider of a specialty a need calls for, when no catalogue procedure lists the need itself. */
export type SpecialtyCandidate = Omit<
  ProviderCandidate,
  'procedureId' | 'procedureName' | 'priceMin' | 'priceMax'
> & {
  /** An unclaimed NPI registry record: what it offers is not confirmed by the practice. */
  registry: boolean;
};

/**
 * Providers of the given specialties near the place ("hair restoration near Boston": dermatologists and plastic
 * surgeons), meeting the filters the directory can check, registry records included and marked. A listed price
 * belongs to a procedure, so a budget is not checked here.
 */
export async function findSpecialtyCandidates(
  db: Database,
  specialties: string[],
  place: ResolvedPlace | null,
  limit: number,
  filters: FindFilters,
): Promise<{ candidates: SpecialtyCandidate[]; outcome: FindOutcome | null }> {
  const asked = { ...filters, budget: null, specialties: [] };
  return relaxed(asked, place, async (f, where) => {
    const base = db
      .select({
        ...specialtyColumns,
        distanceMiles: where
          ? sql<number>`earth_distance(ll_to_earth(${where.latitude}, ${where.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude})) / 1609.344`
          : sql<null>`null`,
      })
      .from(providers);
    const of = and(inArray(providers.specialty, specialties), ...filterConditions(f));
    const rows =
      where && !where.state
        ? await base
            .where(of)
            .orderBy(
              sql`earth_distance(ll_to_earth(${where.latitude}, ${where.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude}))`,
              asc(providers.id),
            )
            .limit(POOL)
        : await base
            .where(where?.state ? and(of, eq(providers.state, where.state)) : of)
            .orderBy(desc(providers.verified), desc(providers.boardCertified), desc(providers.ratingAvg))
            .limit(POOL);
    const list = rows.map(({ source, ...r }) => ({
      ...r,
      registry: source === 'registry',
      rating: Number(r.rating),
      distanceMiles: r.distanceMiles === null ? null : Number(r.distanceMiles),
    }));
    const near = list.filter((r) => r.distanceMiles === null || r.distanceMiles <= NEAR_MILES);
    // Nothing close: the nearest few, so the answer can say how far away they are.
    if (near.length === 0) return list.slice(0, limit);
    return near
      .sort((a, b) => quality(b) - quality(a) || (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0))
      .slice(0, limit);
  });
}

function filterConditions(filters: FindFilters) {
  const conditions = [];
  if (filters.languages.length > 0)
    conditions.push(
      sql`${providers.languages} @> ${sql.raw(`ARRAY[${filters.languages.map((l) => `'${l.replace(/'/g, "''")}'`).join(',')}]::text[]`)}`,
    );
  if (filters.specialties.length > 0) conditions.push(inArray(providers.specialty, filters.specialties));
  // Only a practice's own word: a profile that does not say (null, an unclaimed registry record) is not matched.
  if (filters.newPatients) conditions.push(eq(providers.acceptingNewPatients, true));
  if (filters.boardCertified) conditions.push(eq(providers.boardCertified, true));
  if (filters.minRating !== null) conditions.push(gte(providers.ratingAvg, filters.minRating));
  if (filters.budget !== null) conditions.push(lte(providerProcedures.priceMin, filters.budget));
  return conditions;
}

async function lookup(
  db: Database,
  procedureId: string,
  place: ResolvedPlace | null,
  limit: number,
  filters: FindFilters,
): Promise<ProviderCandidate[]> {
  const base = db
    .select({
      ...columns,
      distanceMiles: place
        ? sql<number>`earth_distance(ll_to_earth(${place.latitude}, ${place.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude})) / 1609.344`
        : sql<null>`null`,
    })
    .from(providerProcedures)
    .innerJoin(providers, eq(providers.id, providerProcedures.providerId))
    .innerJoin(procedures, eq(procedures.id, providerProcedures.procedureId));
  const offers = and(eq(providerProcedures.procedureId, procedureId), ...filterConditions(filters));

  const normalise = (list: ProviderCandidate[]) =>
    list.map((r) => ({
      ...r,
      rating: Number(r.rating),
      distanceMiles: r.distanceMiles === null ? null : Number(r.distanceMiles),
    }));
  const byQuality = (list: ProviderCandidate[]) =>
    normalise(list)
      .sort((a, b) => quality(b) - quality(a) || (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0))
      .slice(0, limit);
  const byMerit = [
    desc(providers.verified),
    desc(providers.boardCertified),
    desc(providers.ratingAvg),
    desc(providers.reviewCount),
  ];

  if (place && !place.state) {
    const distance = sql`earth_distance(ll_to_earth(${place.latitude}, ${place.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude}))`;
    const rows = await base.where(offers).orderBy(distance, asc(providers.id)).limit(POOL);
    const near = rows.filter((r) => r.distanceMiles !== null && Number(r.distanceMiles) <= NEAR_MILES);
    // Nothing close: keep the nearest few so the answer can say how far away they are.
    return near.length > 0 ? byQuality(near) : normalise(rows.slice(0, limit));
  }
  const where = place?.state ? and(offers, eq(providers.state, place.state)) : offers;
  return byQuality(
    await base
      .where(where)
      .orderBy(...byMerit)
      .limit(POOL),
  );
}

export interface ProviderProfile {
  id: number;
  name: string;
  credentials: string;
  specialty: string;
  boardCertified: boolean;
  boardName: string | null;
  /** Null when the profile names no practice (an unclaimed NPI registry record). */
  practiceName: string | null;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviewCount: number;
  yearsInPractice: number;
  verified: boolean;
  verification: ProviderVerification;
  /** Null when not listed: only the practice can say (the NPI registry does not). */
  acceptingNewPatients: boolean | null;
  offers: { procedureId: string; procedureName: string; priceMin: number; priceMax: number }[];
  languages: string[];
  /** Street address, city, state and ZIP as the profile lists them. */
  address: string;
}

/** Profiles for the given ids, in the order given; ids not in the directory are skipped. */
export async function getProviderProfiles(db: Database, ids: number[]): Promise<ProviderProfile[]> {
  if (ids.length === 0) return [];
  const [rows, offers] = await Promise.all([
    db.select().from(providers).where(inArray(providers.id, ids)),
    db
      .select({
        providerId: providerProcedures.providerId,
        procedureId: providerProcedures.procedureId,
        procedureName: procedures.name,
        priceMin: providerProcedures.priceMin,
        priceMax: providerProcedures.priceMax,
      })
      .from(providerProcedures)
      .innerJoin(procedures, eq(procedures.id, providerProcedures.procedureId))
      .where(inArray(providerProcedures.providerId, ids))
      .orderBy(asc(procedures.sortOrder)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.displayName,
        credentials: row.credentials,
        specialty: row.specialty,
        boardCertified: row.boardCertified,
        boardName: row.boardName,
        practiceName: row.practiceName,
        city: row.city,
        state: row.state,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        rating: Number(row.ratingAvg),
        reviewCount: row.reviewCount,
        yearsInPractice: row.yearsInPractice,
        verified: row.verified,
        verification: row.verification,
        acceptingNewPatients: row.acceptingNewPatients,
        offers: offers.filter((o) => o.providerId === id).map(({ providerId: _, ...o }) => o),
        languages: row.languages,
        address: [row.addressLine, `${row.city}, ${row.state} ${row.zip}`.trim()].filter(Boolean).join(', '),
      },
    ];
  });
}

export async function getProviderProfile(db: Database, id: number): Promise<ProviderProfile | null> {
  return (await getProviderProfiles(db, [id]))[0] ?? null;
}

/**
 * Providers whose name contains every word typed ("Sofia Ramirez", "ramirez"), best reviewed first. Uses the
 * trigram index on lower(display_name).
 */
export async function findProvidersByName(db: Database, name: string, limit = 3): Promise<ProviderProfile[]> {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, 3);
  if (words.length === 0) return [];
  const found = await idsNamed(db, words, limit);
  // "okafor credentials": when every word together matches nobody, the first word alone (the surname typed).
  const ids = found.length > 0 || words.length === 1 ? found : await idsNamed(db, words.slice(0, 1), limit);
  return getProviderProfiles(db, ids);
}

async function idsNamed(db: Database, words: string[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(...words.map((w) => sql`lower(${providers.displayName}) like ${`%${w.replace(/[%_\\]/g, '')}%`}`)),
    )
    .orderBy(desc(providers.reviewCount), asc(providers.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const nameCache = new WeakMap<Database, { at: number; names: Promise<ReadonlySet<string>> }>();

/**
 * Every provider's "first last" name in lower case, kept for five minutes, so "does jonathan park do
 * rhinoplasty" is read as a question about a person the directory holds — and "when will swelling go down" is not.
 */
export function providerFullNames(db: Database): Promise<ReadonlySet<string>> {
  const hit = nameCache.get(db);
  if (hit && Date.now() - hit.at < 5 * 60_000) return hit.names;
  const names = db
    .selectDistinct({ name: sql<string>`lower(${providers.firstName} || ' ' || ${providers.lastName})` })
    .from(providers)
    .then((rows) => new Set(rows.map((r) => r.name)) as ReadonlySet<string>);
  nameCache.set(db, { at: Date.now(), names });
  return names;
}

export function toMentioned(p: {
  id: number;
  name: string;
  city: string;
  state: string;
  specialty: string;
  procedureName?: string;
}): MentionedProvider {
  const specialties = [p.specialty];
  const procedure = p.procedureName?.replace(/\s*\(.*\)$/, '');
  if (procedure && procedure !== p.specialty) specialties.push(procedure);
  return { id: p.id, name: p.name, location: `${p.city}, ${p.state}`, specialties };
}

export interface ReviewDigest {
  total: number;
  average: number;
  /** What the question asked the reviews about ("rhinoplasty", "revision"), when it named something. */
  about: string | null;
  matching: number;
  matchingAverage: number | null;
  /** Up to three short quotes: the matching reviews, or the lowest-rated ones for "what do people complain about". */
  quotes: { rating: number; title: string; excerpt: string }[];
}

/**
 * A provider's visible reviews, counted and quoted for a question about them: those about a procedure (by the
 * review's procedure or a word in its text), or the lowest rated when the patient asks what people complain about.
 */
export async function reviewDigest(
  db: Database,
  providerId: number,
  about: { label: string; procedureId: string | null; words: string[] } | null,
  lowest: boolean,
): Promise<ReviewDigest> {
  const rows = await db
    .select({
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      procedureId: reviews.procedureId,
    })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(500);
  const avg = (list: typeof rows) =>
    list.length === 0 ? null : Math.round((10 * list.reduce((s, r) => s + r.rating, 0)) / list.length) / 10;
  const matching = about
    ? rows.filter(
        (r) =>
          (about.procedureId !== null && r.procedureId === about.procedureId) ||
          about.words.some((w) => `${r.title} ${r.body}`.toLowerCase().includes(w)),
      )
    : [];
  const pool = about ? matching : lowest ? [...rows].sort((a, b) => a.rating - b.rating) : rows;
  const excerpt = (text: string) =>
    text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
  return {
    total: rows.length,
    average: avg(rows) ?? 0,
    about: about?.label ?? null,
    matching: matching.length,
    matchingAverage: avg(matching),
    quotes: pool
      .filter((r) => !lowest || about || r.rating <= 3)
      .slice(0, 3)
      .map((r) => ({ rating: r.rating, title: r.title, excerpt: excerpt(r.body) })),
  };
}
