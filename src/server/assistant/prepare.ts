// Gathers what an answer may use: the guides it is about, the place resolved to coordinates, and provider
// candidates from the directory. The built-in writer and the language model both write from this and nothing else.
import type { ProcedureGuide } from '@shared/schemas/content';
import type { Database } from '../db/client';
import { lookup } from './answer-base';
import { ownMessage, unsaidFirst } from './followup';
import { ANSWER_ENTRIES, type AnswerEntry } from './answer-base/entries';
import { type PriceCheck, readQuote } from './compose-kinds';
import { firstQuote } from './price-quote';
import type { Intent } from './intents';
import { findProcedures, getProcedure, type KnownProcedure } from './knowledge';
import { type Coordinates, type ResolvedPlace, resolvePlace } from './locations';
import { resolvePick } from './pick';
import {
  findProviderCandidates,
  findProvidersByName,
  findSpecialtyCandidates,
  getProviderProfile,
  getProviderProfiles,
  type ProviderCandidate,
  type ProviderProfile,
  type ReviewDigest,
  reviewDigest,
  type SpecialtyCandidate,
} from './providers-lookup';
import { fold } from './words';
import type { Understanding } from './understand';
import { type FindFilters, type FindOutcome, NO_FILTERS } from './find-filters';

export interface Prepared {
  understanding: Understanding;
  procedures: KnownProcedure[];
  place: ResolvedPlace | null;
  candidates: ProviderCandidate[];
  profile: ProviderProfile | null;
  /** Several providers the question is about ("those", a name several providers share). */
  profiles: ProviderProfile[];
  /** The patient named a provider the directory does not hold. */
  nameNotFound: string | null;
  /** Answer-base entries that answer the question, best first. */
  facts: AnswerEntry[];
  /** A price the patient quoted, read from the message, and what it works out to per unit. */
  priceCheck: PriceCheck | null;
  /** The reviews of the provider asked about, counted for a question about them. */
  reviews: ReviewDigest | null;
  /** What the message asks of the providers it wants listed (a language, new patients, a budget…). */
  filters: FindFilters;
  /** Answer-base entries an earlier answer in this conversation already quoted: a follow-up puts others first. */
  said: ReadonlySet<string>;
  /** Per procedure listed, whether the candidates met those filters or which one was dropped to find them. */
  findOutcomes: Map<string, FindOutcome>;
  /**
   * A find request for something no catalogue procedure lists (FUE, acne care for a teen): providers of the
   * specialties that do it, and how the filters fared.
   */
  specialists?: { candidates: SpecialtyCandidate[]; outcome: FindOutcome | null };
}

/** Answer-base entries for the question: strong matches, or good ones that answer the kind asked. */
export function factsFor(u: Understanding): AnswerEntry[] {
  if (u.kind !== 'answer') return [];
  const kind = u.ask.kind;
  // Procedure names count through the procedure boost, not as words: "tummy tuck" alone is no reason to quote
  // an entry that merely mentions one.
  const names = new Set(
    u.procedureIds.flatMap((id) => {
      const p = getProcedure(id);
      return p ? fold(`${p.name} ${p.shortName} ${id}`).split(/[^a-z0-9]+/) : [];
    }),
  );
  const words = fold(u.context && !u.question.includes(u.context) ? `${u.context} ${u.question}` : u.question)
    .split(/[^a-z0-9+]+/)
    // "lipo", "boob job": words that name the procedure are not what the question asks about it.
    .filter((w) => !names.has(w) && !(w.length > 2 && findProcedures(w).length > 0));
  // Brands compared with each other ("Ozempic vs Mounjaro", "Botox vs Dysport vs Xeomin") are what a comparison
  // asks about, so their names stay in the query although they name a procedure.
  const compared = kind === 'comparison' && u.brands.length >= 2 ? u.brands.map((b) => fold(b.label)) : [];
  const query = [
    ...words,
    ...compared,
    u.outside?.label ?? '',
    u.outside?.label ?? '',
    u.abroad ? 'abroad' : '',
  ].join(' ');
  return lookup(query, { kind, procedures: u.procedureIds, limit: 3, min: 4 })
    .filter((f) => {
      const about = f.entry.procedures;
      const elsewhere = u.procedureIds.length > 0 && about && !about.some((p) => u.procedureIds.includes(p));
      // A follow-up read with the question before it scores its words twice: no entry about another procedure.
      if (elsewhere && (f.score < 14 || u.context)) return false;
      // Boards, clinics and rules abroad belong to a question about somewhere abroad ("how do I check he's
      // board certified" is about a US board).
      if (f.entry.kinds[0] === 'tourism' && !u.abroad && kind !== 'tourism') return false;
      return (kind !== null && f.entry.kinds.includes(kind) && f.score >= 5) || f.score >= (kind ? 12 : 9);
    })
    .map((f) => f.entry);
}

// Providers are listed when the patient asks for them (or names a place), never as filler under an answer.
const LISTS_PROVIDERS: Intent[] = ['find_provider'];
const FIND_WORDS =
  /\b(recommend\w*|find|who (?:does|do|offers?|can do|performs?)|near me|nearby|in my area|best|top[- ]rated|looking for|need an? |where (?:can|do|should) i (?:get|go|find)|list|show me|any (?:good )?(?:\w+ )?(?:providers?|doctors?|surgeons?|injectors?|clinics?)|busco|recomi\w+|necesito un|donde)\b/i;

export function wantsProviders(u: Understanding): boolean {
  if (u.kind !== 'answer' || u.diagnosis) return false;
  if (u.find) return true;
  // A place carried over from an earlier turn ("and what if I pay cash?") is no request for a list.
  if (u.place && !u.followUp) return true;
  if (u.refines) return true;
  // "my med spa", "the surgeon said": a provider mentioned is not a request to find one.
  return (
    u.concern === null && u.intents.some((i) => LISTS_PROVIDERS.includes(i)) && FIND_WORDS.test(u.question)
  );
}

export async function prepare(
  db: Database,
  understanding: Understanding,
  providerId: number | undefined,
  candidateLimit = 3,
  here?: Coordinates,
  filters: FindFilters = NO_FILTERS,
  earlierAnswers: string[] = [],
): Promise<Prepared> {
  const ids =
    understanding.kind === 'answer'
      ? understanding.procedureIds.length > 0
        ? understanding.procedureIds
        : (understanding.concern?.procedures ?? [])
      : understanding.kind === 'red_flag'
        ? understanding.procedureIds
        : [];
  const procedures = ids.map(getProcedure).filter((p): p is KnownProcedure => Boolean(p));
  const said = saidBefore(earlierAnswers);
  const prepared: Prepared = {
    understanding,
    procedures,
    place: null,
    candidates: [],
    profile: null,
    profiles: [],
    nameNotFound: null,
    // What an earlier answer already quoted goes after what it did not: a follow-up answers its new part first.
    facts: unsaidFirst(
      factsFor(understanding),
      said,
      ownMessage(understanding),
      understanding.kind === 'answer' ? understanding.procedureIds : [],
    ),
    priceCheck:
      understanding.kind === 'answer'
        ? (readQuote(understanding.question) ?? firstQuote(understanding.question))
        : null,
    reviews: null,
    filters,
    findOutcomes: new Map(),
    said,
  };
  if (understanding.kind !== 'answer') return prepared;

  const place = understanding.place ? resolvePlace(understanding.place, here) : null;
  prepared.place = place;
  const { providerName, pick } = understanding;
  // "does dr patel speak hindi?" asked on Dr. Patel's own page is about that profile, not a search for every Patel.
  const page = providerName && providerId !== undefined ? await getProviderProfile(db, providerId) : null;
  // On a provider's page a question about "dr kim"'s board or languages is about the provider on that page: the
  // answer names whose profile it is, so a patient who meant someone else can say so.
  if (page && providerName && (namesPage(page.name, providerName) || understanding.ask.kind === 'provider')) {
    prepared.profile = page;
  } else if (providerName) {
    // A provider the patient names: from the directory, or said plainly that we do not list them.
    const named = await findProvidersByName(db, providerName, 12);
    // "la dra. morales, quiero rellenos": of several with the name, those who list the procedure asked about.
    const asked = procedures.map((p) => p.id);
    const offering = named.filter((p) => p.offers.some((o) => asked.includes(o.procedureId)));
    const found = (offering.length > 0 ? offering : named).slice(0, 3);
    if (found.length === 1) prepared.profile = found[0];
    else prepared.profiles = found;
    if (found.length === 0) prepared.nameNotFound = providerName;
  } else if (pick) {
    const listed = await getProviderProfiles(
      db,
      pick.from.map((p) => p.id),
    );
    const picked = resolvePick(pick.pick, listed, procedures[0]?.id ?? null, place);
    if (picked.length === 1 && pick.pick.kind !== 'all') prepared.profile = picked[0];
    else prepared.profiles = picked;
  } else if (providerId !== undefined && understanding.intents.includes('provider_profile')) {
    prepared.profile = await getProviderProfile(db, providerId);
  }
  if (prepared.profile && understanding.ask.provider === 'reviews') {
    const q = fold(understanding.question);
    const p = procedures[0];
    const words = [
      ...(p
        ? [
            fold(p.shortName),
            ...fold(p.name)
              .split(/\W+/)
              .filter((w) => w.length > 5),
          ]
        : []),
      ...(/revision/.test(q) ? ['revision'] : []),
      ...(understanding.outside ? [fold(understanding.outside.label).split(/\W+/)[0]] : []),
    ].filter(Boolean);
    // "do any reviews mention bruising?": a word to look for in the reviews when no procedure is named.
    const term =
      /\b(?:mention(?:s|ing)?|say(?:s)? about|talk(?:s)? about|complain(?:s)? about|mencionan?|hablan? de|dicen de)\s+(?:the |a |an |her |his |their |el |la |los |las )?([a-z][a-z'-]{2,24}(?: [a-z][a-z'-]{2,24})?)/.exec(
        q,
      )?.[1];
    const word = term
      ?.replace(
        /\s+(?:at all|much|too|here|there|i|and|or|or not|after|with|from|for|on|in|at|despues|con)$/,
        '',
      )
      .trim();
    // "do any reviews mention bruising after filler?": the word asked about, not every review of the procedure.
    const asksWord =
      word !== undefined && findProcedures(word).length === 0 && !/^(it|that|this|her|him|them)$/.test(word);
    const about =
      p && !asksWord
        ? {
            label: /revision/.test(q) ? `revision ${p.shortName.toLowerCase()}` : p.shortName.toLowerCase(),
            procedureId: /revision/.test(q) ? null : p.id,
            words: /revision/.test(q) ? ['revision'] : words,
          }
        : word
          ? { label: word, procedureId: null, words: [word.replace(/(ing|es|s)$/, '').slice(0, 12)] }
          : null;
    prepared.reviews = await reviewDigest(
      db,
      prepared.profile.id,
      about,
      /complain|bad|negative|worst|queja/.test(q),
    );
  }
  const aboutProviders = prepared.profile !== null || prepared.profiles.length > 0 || providerName !== null;
  // A question of a kind (is this price fair, can I fly) is answered without a provider list unless it asks for one.
  // "laser hair removal for dark skin in charlotte 28202" (a place, no question) asks for providers there.
  const kindOnly =
    !understanding.find &&
    understanding.ask.kind !== null &&
    !(
      understanding.place &&
      !/\?|\b(can i|could i|when|how|is it|is that|is this|are they|will|would|should|what|which|why|puedo|cuando|como|cuanto|es|que)\b/i.test(
        understanding.question,
      )
    ) &&
    !/\b(recommend|find (?:me )?a|who (?:does|offers)|near me|best \w+ (?:in|near)|busco|recomienda)\b/i.test(
      understanding.question,
    );
  const find = understanding.find;
  if (!aboutProviders && find && procedures.length === 0) {
    // "dermatologist" or "med spa" said in the message: that kind of provider, else those the need calls for.
    const specialties = filters.specialties.length > 0 ? filters.specialties : (find.need?.specialties ?? []);
    if (specialties.length > 0)
      prepared.specialists = await findSpecialtyCandidates(db, specialties, place, candidateLimit, filters);
  }
  if (!aboutProviders && !kindOnly && (wantsProviders(understanding) || (understanding.concern && place))) {
    const lookups = (
      understanding.intents.includes('comparison') ? procedures.slice(0, 2) : procedures.slice(0, 1)
    ).map(async (p) => ({
      id: p.id,
      found: await findProviderCandidates(db, p.id, place, candidateLimit, filters),
    }));
    const seen = new Set<number>();
    for (const { id, found } of await Promise.all(lookups)) {
      if (found.outcome) prepared.findOutcomes.set(id, found.outcome);
      for (const c of found.candidates) {
        if (!seen.has(c.id)) prepared.candidates.push(c);
        seen.add(c.id);
      }
    }
  }
  return prepared;
}

/** The answer-base entries quoted (in English or Spanish) in earlier answers of the conversation. */
function saidBefore(earlierAnswers: string[]): ReadonlySet<string> {
  if (earlierAnswers.length === 0) return new Set();
  const head = (text: string) => text.slice(0, 80);
  return new Set(
    ANSWER_ENTRIES.filter((e) =>
      earlierAnswers.some((a) => a.includes(head(e.text)) || (e.es !== undefined && a.includes(head(e.es)))),
    ).map((e) => e.id),
  );
}

export const guidesOf = (p: Prepared): ProcedureGuide[] =>
  p.procedures.map((x) => x.guide).filter((g): g is ProcedureGuide => g !== null);

/** Whether a name the patient used ("dr patel", "Dr. Ana") is the name on the page's profile. */
function namesPage(profileName: string, asked: string): boolean {
  const own = new Set(
    fold(profileName)
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && w !== 'dr'),
  );
  const words = fold(asked)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && w !== 'dr' && w !== 'dra');
  return words.some((w) => own.has(w));
}
