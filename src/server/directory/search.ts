import { sql } from 'drizzle-orm';
import {
  type AutocompleteResponse,
  DEFAULT_RADIUS,
  type ProviderSearchQuery,
  type ProviderSearchResponse,
} from '@shared/schemas/search';
import { closestProcedures, matchProcedures, resolveProcedure } from '@shared/schemas/search-terms';
import type { Database } from '../db/client';
import { resolveLocation } from './search-location';
import { emptySearchSuggestions } from './search-suggestions';
import { usualTaxonomies } from '@shared/procedure-specialties';
import {
  COUNT_CAP,
  countMatches,
  nameQueryOf,
  readNameQuery,
  runSearch,
  type SearchPlan,
  type SearchResult,
  toSearchCard,
  typedWords,
} from './search.queries';

/** "Dr. Smiht, MD" → "smiht": titles and credentials are not part of what people misspell. */
export function cleanName(text: string) {
  return text
    .toLowerCase()
    .replace(/\b(dr|doctor|md|do|np|rn|rd|pa-c|pa|facs)\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A search, its name matched first against the name words held in memory; when the search finds that names now
 * hold words they did not (a provider added or renamed since), again against the words as they are now.
 */
export async function searchProviders(db: Database, q: ProviderSearchQuery): Promise<ProviderSearchResponse> {
  return (
    (await searchOnce(db, q, { currentWords: false })) ?? (await searchOnce(db, q, { currentWords: true }))!
  );
}

/** A search, or null when the name words it matched the name against were not current. */
async function searchOnce(
  db: Database,
  q: ProviderSearchQuery,
  { currentWords }: { currentWords: boolean },
): Promise<ProviderSearchResponse | null> {
  const response: ProviderSearchResponse = {
    results: [],
    total: 0,
    totalCapped: false,
    page: q.page,
    pageSize: q.pageSize,
    resolved: {},
  };

  const location = resolveLocation({ ...q, defaultRadius: DEFAULT_RADIUS });
  if (location) response.resolved.location = location.resolved;
  const notices: string[] = location?.notice ? [location.notice] : [];

  let procedureId: string | null = null;
  if (q.procedure) {
    const procedure = resolveProcedure(q.procedure);
    if (!procedure) {
      response.notice = `We couldn't find a procedure called "${q.procedure}". Try one from the list, such as ${closestProcedures(
        q.procedure,
        2,
      )
        .map((p) => p.name)
        .join(' or ')}.`;
      response.suggestions = { nearbyLocations: [], procedures: closestProcedures(q.procedure) };
      return response;
    }
    procedureId = procedure.id;
    response.resolved.procedure = procedure;
  }
  const name = q.provider ? cleanName(q.provider) : '';
  if (name) response.resolved.provider = q.provider;
  // Signs or a title alone ("%%%", "Dr."): every provider, and say why, rather than quietly ignoring the box.
  else if (q.provider?.trim()) notices.push(noNameNotice(q.provider.trim()));
  const nameQuery = name ? await readNameQuery(db, name, { current: currentWords }) : null;
  // A name none of whose words is like any name we have finds nobody, once that is known of the current words.
  if (nameQuery && nameQuery.terms.length === 0) {
    if (!currentWords) return null;
    response.suggestions = { nearbyLocations: [] };
    if (notices.length) response.notice = notices.join(' ');
    return response;
  }

  let plan: SearchPlan = {
    procedureId,
    name: nameQuery,
    point: location?.point ?? null,
    state: location?.state ?? null,
    filters: q,
    sort: q.sort,
  };
  const withUsual = !q.confirmed;
  const registry = registryProbe(db);
  const found = await listedThenUsual(db, registry, plan, q.page, q.pageSize, withUsual);
  if (found.wordsChanged && !currentWords) return null;
  let { total, totalCapped, rows, listedTotal, usualFrom } = found;
  const wider = total === 0 ? await leavingOneWordOut(db, registry, plan, withUsual) : null;
  if (wider) {
    plan = wider.plan;
    ({ total, totalCapped, rows, listedTotal, usualFrom } = await listedThenUsual(
      db,
      registry,
      plan,
      q.page,
      q.pageSize,
      withUsual,
      wider.counted,
    ));
  }
  if (plan.name && total > 0) {
    const matched = new Set(plan.name.words);
    const left = typedWords(name).filter((w) => !matched.has(w));
    if (left.length > 0) notices.push(leftOutNotice(q.provider ?? '', left));
  }
  response.total = total;
  response.totalCapped = totalCapped;
  response.results = rows.map((row, i) => toSearchCard(row, procedureId, { usual: i >= usualFrom }));
  if (procedureId) response.confirmedTotal = listedTotal;
  if (total === 0) response.suggestions = await emptySearchSuggestions(db, plan);
  if (notices.length) response.notice = notices.join(' ');
  return response;
}

/**
 * When no name has every typed word (the city typed after the practice, a word of the name mistyped beyond
 * recognition), the narrowest search that leaves one word out and still finds someone: "Harbor Aesthetics
 * Miami" finds Harbor Aesthetics, not every practice in Miami.
 */
async function leavingOneWordOut(
  db: Database,
  registry: RegistryProbe,
  plan: SearchPlan,
  withUsual: boolean,
): Promise<{ plan: SearchPlan; counted: Counted } | null> {
  const terms = plan.name?.terms ?? [];
  if (!plan.name || terms.length < 2) return null;
  const wordCount = plan.name.wordCount;
  const candidates = terms.map((out) => ({
    ...plan,
    name: nameQueryOf(
      terms.filter((t) => t !== out),
      wordCount,
      plan.name?.pairs,
    ),
  }));
  // The second part's clinicians are counted only when the directory holds some of its specialties (one probe, the
  // same for every narrower name): looked for by name, a count of none read each name's words from the words index
  // (a med spa's name with a nose job, no registry clinician imported: three more counts of 25–30 ms at 1,000,000
  // providers, beside the three that count who lists it).
  const usualTaxonomies = withUsual ? usualPart(plan)?.usual?.taxonomies : undefined;
  const countsUsual = usualTaxonomies ? await registry(usualTaxonomies) : false;
  // Counted side by side: on PostgreSQL each count is a statement of its own on the pool (a name of three words
  // with a procedure nobody in it offers: three counts of 10–35 ms at 1,000,000 providers); PGlite runs them in turn.
  const counts = await Promise.all(
    candidates.map(async (candidate): Promise<Counted> => {
      const usual = countsUsual ? usualPart(candidate) : null;
      const [listed, usuals] = await Promise.all([
        countMatches(db, candidate),
        usual ? countMatches(db, usual) : 0,
      ]);
      return { listed, usual: usuals };
    }),
  );
  let best: { plan: SearchPlan; counted: Counted; total: number } | null = null;
  for (const [i, candidate] of candidates.entries()) {
    const total = counts[i].listed + counts[i].usual;
    if (total > 0 && (!best || total < best.total)) best = { plan: candidate, counted: counts[i], total };
  }
  return best && { plan: best.plan, counted: best.counted };
}

/**
 * What leavingOneWordOut counted of the narrower name it chose (each count stops past COUNT_CAP), so that its
 * search reads no part it knows is empty.
 */
interface Counted {
  listed: number;
  usual: number;
}

/** A procedure search's second part: registry clinicians whose specialty usually performs it (none for some). */
function usualPart(plan: SearchPlan): SearchPlan | null {
  if (!plan.procedureId) return null;
  const taxonomies = usualTaxonomies(plan.procedureId);
  if (taxonomies.length === 0) return null;
  return { ...plan, procedureId: null, usual: { procedureId: plan.procedureId, taxonomies } };
}

/**
 * Whether any registry clinician has one of these specialties: one probe of providers_registry_taxonomy_idx. A
 * directory with none (none imported yet) runs no search or count of a procedure search's second part.
 */
async function hasRegistryClinicians(db: Database, taxonomies: readonly string[]) {
  const present = await db.execute(sql`select 1 from providers p where p.source = 'registry'
    and p.registry_taxonomy = any(${`{${taxonomies.join(',')}}`}::text[]) limit 1`);
  return present.rows.length > 0;
}

type RegistryProbe = (taxonomies: readonly string[]) => Promise<boolean>;

/**
 * hasRegistryClinicians, probed once per search: a search's first part, the narrower names it tries and the one it
 * chooses all ask it of the same procedure's specialties.
 */
function registryProbe(db: Database): RegistryProbe {
  const probed = new Map<string, Promise<boolean>>();
  return (taxonomies) => {
    const key = taxonomies.join(',');
    const found = probed.get(key) ?? hasRegistryClinicians(db, taxonomies);
    probed.set(key, found);
    return found;
  };
}

/**
 * One page of a procedure search: the providers who list the procedure first, then (unless only those are asked
 * for) registry clinicians who usually offer it, each part in the search's order, as if one list. `usualFrom` is
 * the index on the page where the second part starts. Each part is one existing search, with its own indexes; the
 * second is read only from where the page reaches it, one or two of its pages. When more providers list it than
 * are counted (COUNT_CAP), no page reaches the second part.
 */
async function listedThenUsual(
  db: Database,
  registry: RegistryProbe,
  plan: SearchPlan,
  page: number,
  pageSize: number,
  withUsual: boolean,
  counted?: Counted,
): Promise<SearchResult & { listedTotal: number; usualFrom: number }> {
  const listed: SearchResult =
    counted?.listed === 0
      ? { total: 0, totalCapped: false, rows: [] }
      : await runSearch(db, plan, page, pageSize);
  const usual = withUsual ? usualPart(plan) : null;
  const listedOnly = { ...listed, listedTotal: listed.total, usualFrom: listed.rows.length };
  if (!usual?.usual || listed.totalCapped || counted?.usual === 0) return listedOnly;
  if (!(await registry(usual.usual.taxonomies))) return listedOnly;
  const need = pageSize - listed.rows.length;
  if (need === 0) {
    const more = counted?.usual ?? (await countMatches(db, usual));
    return {
      ...listedOnly,
      total: listed.total + Math.min(more, COUNT_CAP),
      totalCapped: more > COUNT_CAP,
    };
  }
  // Rows [from, from + need) of the second part, from the one or two of its pages that hold them.
  const from = Math.max(0, (page - 1) * pageSize - listed.total);
  const first = Math.floor(from / pageSize) + 1;
  const a = await runSearch(db, usual, first, pageSize);
  let usualRows = a.rows.slice(from - (first - 1) * pageSize);
  if (usualRows.length < need && a.rows.length === pageSize && from % pageSize !== 0) {
    usualRows = usualRows.concat((await runSearch(db, usual, first + 1, pageSize)).rows);
  }
  return {
    total: listed.total + a.total,
    totalCapped: a.totalCapped,
    rows: [...listed.rows, ...usualRows.slice(0, need)],
    wordsChanged: listed.wordsChanged || a.wordsChanged,
    listedTotal: listed.total,
    usualFrom: listed.rows.length,
  };
}

const quoted = (words: string[]) =>
  words
    .map((w) => `"${w}"`)
    .join(words.length === 2 ? ' and ' : ', ')
    .replace(/, ([^,]*)$/, ', and $1');

export const noNameNotice = (typed: string) =>
  `There is no name to look for in "${typed}", so these are all providers.`;

export const leftOutNotice = (typed: string, left: string[]) =>
  `No provider's name has every word of "${typed}", so these match all but ${quoted(left)}.`;

// The providers autocomplete suggests, at most: display_names keeps this many best providers of each name
// (migration 0021), so it cannot grow without that table being counted again.
export const AUTOCOMPLETE_PROVIDERS = 6;

/**
 * What the search box suggests while typing: matching procedures, and providers whose names are close, closest
 * first, then best first. Names are matched in display_names (one row per name, with its best providers), not
 * among every provider: "smi" is like 7,934 providers of 1,000,000 but a few hundred names.
 *
 * Only the six names whose best provider ranks first are opened: a provider of any other name has six providers
 * ranked before it (those names' best), so it cannot be suggested. A three-letter prefix is like a thousand names
 * ("pat": 1,088 at 1,000,000 providers); opening every one sorted 6,523 providers by their numeric quality.
 */
export async function autocomplete(db: Database, q: string): Promise<AutocompleteResponse> {
  const body: AutocompleteResponse = { procedures: matchProcedures(q), providers: [] };
  const name = cleanName(q);
  if (name.length >= 2) {
    body.providers = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      const rows = (
        await tx.execute(sql`with names as (select d.s, d.best_ids, d.best_quality
            from (select word_similarity(${name}::text, n.name) as s, n.best_ids, n.best_quality from display_names n
              where ${name}::text <% n.name) d
            order by d.s desc, d.best_quality[1] desc nulls last, d.best_ids[1] limit ${AUTOCOMPLETE_PROVIDERS}),
          best as (select b.id, names.s, b.q from names, unnest(names.best_ids, names.best_quality) b(id, q)
            order by names.s desc, b.q desc, b.id limit ${AUTOCOMPLETE_PROVIDERS})
          select p.id, p.display_name, p.specialty, p.city, p.state from best join providers p on p.id = best.id
          order by best.s desc, best.q desc, best.id`)
      ).rows as { id: number; display_name: string; specialty: string; city: string; state: string }[];
      return rows.map((r) => ({
        id: Number(r.id),
        displayName: r.display_name,
        specialty: r.specialty,
        city: r.city,
        state: r.state,
      }));
    });
  }
  return body;
}
