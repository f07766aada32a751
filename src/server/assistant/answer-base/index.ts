// Finds answer-base entries for a question by BM25 over each entry's title, text and the words patients use for
// it (English and Spanish, accents folded, simple suffix stemming), boosted when the entry answers the question's
// kind or is about the procedure asked about. Built once per process; a lookup is a few microseconds.
import { fold } from '../words';
import type { QuestionKind } from '../kinds';
import { ANSWER_ENTRIES, type AnswerEntry } from './entries';
import { ABROAD_ENTRIES } from './abroad';
import { CARE_ENTRIES } from './care';
import { CHOICE_ENTRIES } from './choices';
import { COSTS_RULES_ENTRIES } from './costs-rules';
import { PATIENT_ENTRIES } from './patient-questions';
import { PRICE_ENTRIES } from './prices';
import { SUBJECT_ENTRIES } from './subjects';

const SUBJECT_IDS = new Set(
  [
    ...SUBJECT_ENTRIES,
    ...CARE_ENTRIES,
    ...PATIENT_ENTRIES,
    ...CHOICE_ENTRIES,
    ...PRICE_ENTRIES,
    ...COSTS_RULES_ENTRIES,
    ...ABROAD_ENTRIES,
  ].map((e) => e.id),
);

export type { AnswerEntry } from './entries';

const STOP = new Set(
  `a an the and or of to in on at for with is are be been was were it its this that these those i me my you your
  we our they them he she her his do does did can could should would will how what when where which who why if
  so just like about any some get got have has had not no yes from by as up out than then there here really much would cost costs price
  actually know even tho though still also too ok okay im ive id dont cant wont thing things stuff something
  fix fixed without option options real want wanna works work worth lol bring weird normal usually people ppl
  el la los las un una de del que en y o es por para con mi me se lo le su al como mas pero muy ya`.split(
    /\s+/,
  ),
);

/** "injections" → "inject", "flying" → "fly", "clots" → "clot": enough to meet the entry's words. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ers', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length) + (suffix === 'ies' || suffix === 'ied' ? 'y' : '');
      break;
    }
  }
  return w;
}

export function terms(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9+]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

interface Index {
  docs: {
    entry: AnswerEntry;
    tf: Map<string, number>;
    length: number;
    title: Set<string>;
    named: Set<string>;
  }[];
  df: Map<string, number>;
  avgLength: number;
}

let index: Index | undefined;

function build(): Index {
  // The entries written for one narrow subject are found by their pin alone (pinned below) and stay out of the
  // ranking of the others; an entry of the general base may have a pin too and is ranked as well.
  const docs = ANSWER_ENTRIES.filter((entry) => !SUBJECT_IDS.has(entry.id)).map((entry) => {
    // The patient words and the title count twice: they are what a question about the entry says.
    const words = [
      ...terms(entry.terms),
      ...terms(entry.terms),
      ...terms(entry.title),
      ...terms(entry.title),
      ...terms(entry.text),
    ];
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return {
      entry,
      tf,
      length: words.length,
      title: new Set(terms(entry.title)),
      named: new Set([...terms(entry.title), ...terms(entry.terms)]),
    };
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const w of d.tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / docs.length;
  return { docs, df, avgLength };
}

export interface Found {
  entry: AnswerEntry;
  score: number;
}

/**
 * The entries that best answer a question, best first: BM25 on the question's words, ×1.5 when the entry answers
 * the kind asked, ×1.3 when it is about a procedure the question names. Entries scoring under `min` are dropped.
 */
export function lookup(
  question: string,
  opts: { kind?: QuestionKind | null; procedures?: string[]; limit?: number; min?: number } = {},
): Found[] {
  index ??= build();
  const { docs, df, avgLength } = index;
  const asked = [...new Set(terms(question))];
  const k1 = 1.2;
  const b = 0.75;
  const n = docs.length;
  const found: Found[] = [];
  const folded = fold(question);
  for (const d of docs) {
    if (d.entry.asks && !d.entry.asks.test(folded)) continue;
    let score = 0;
    for (const w of asked) {
      const f = d.tf.get(w);
      if (!f) continue;
      const idf = Math.log(1 + (n - (df.get(w) ?? 0) + 0.5) / ((df.get(w) ?? 0) + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avgLength));
    }
    if (score === 0) continue;
    // An entry answers a question only when they share a word that is its own (in its title or patient words)
    // and not common to many entries: "without surgery" alone is not a question about liquid rhinoplasty. An
    // entry about one procedure TruSelf has no guide for needs a word of its title ("hair transplant").
    const rare = (w: string) => (df.get(w) ?? 0) <= Math.max(6, n * 0.13);
    const own = d.entry.kinds.includes('gap') ? d.title : d.named;
    if (!asked.some((w) => own.has(w) && rare(w) && d.tf.has(w))) continue;
    if (opts.kind && d.entry.kinds.includes(opts.kind)) score *= 1.5;
    if (opts.procedures?.some((p) => d.entry.procedures?.includes(p))) score *= 1.3;
    found.push({ entry: d.entry, score });
  }
  return found
    .filter((f) => f.score >= (opts.min ?? 3))
    .sort((a, b2) => b2.score - a.score)
    .slice(0, opts.limit ?? 2);
}

interface PointIndex {
  docs: { entry: AnswerEntry; tf: Map<string, number>; length: number; named: Set<string> }[];
  df: Map<string, number>;
  /** In how many entries each word is named (title or patient words). */
  namedDf: Map<string, number>;
  avgLength: number;
}

let pointIndex: PointIndex | undefined;

function buildPoints(): PointIndex {
  // Every entry, those written for one narrow subject too: a question on that subject in words its pin does not
  // foresee ("isnt phentermine dangerous?", "fat grows back bigger") still finds it by what it says.
  const docs = ANSWER_ENTRIES.map((entry) => {
    // The Spanish text names the subject for a question asked in Spanish ("masaje", "tinte"), its titles and
    // patient words being mostly English; its short words are ways of asking.
    const spanish = terms(entry.es ?? '');
    const named = [...terms(entry.terms), ...terms(entry.title), ...spanish.filter((w) => w.length > 4)];
    const words = [...named, ...named, ...terms(entry.text), ...spanish];
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return { entry, tf, length: words.length, named: new Set(named) };
  });
  const df = new Map<string, number>();
  const namedDf = new Map<string, number>();
  for (const d of docs) for (const w of d.tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  for (const d of docs) for (const w of d.named) namedDf.set(w, (namedDf.get(w) ?? 0) + 1);
  return { docs, df, namedDf, avgLength: docs.reduce((s, d) => s + d.length, 0) / docs.length };
}

export interface PointMatch {
  entry: AnswerEntry;
  /** BM25 of the asked words over every entry. */
  score: number;
  /** The share of the asked words' weight (by rarity) the entry holds, 0–1. */
  cover: number;
  /** The asked words the entry names in its title or patient words. */
  named: string[];
}

/**
 * The entry that best answers a question's own point — the words it asks beyond the names of its subject
 * (`names`) — ranked over every entry of the base. An entry about other procedures than `procedures` is left out
 * when the question has a subject. Null when no entry shares a rare word it names with the question.
 */
export function pointLookup(
  question: string,
  opts: { names?: ReadonlySet<string>; procedures?: string[] } = {},
): PointMatch | null {
  const { docs, df, namedDf, n, asked, idf, weight } = pointQuery(question, opts.names);
  if (asked.length === 0) return null;
  const procedures = opts.procedures ?? [];
  const folded = fold(question);
  // The rarest asked word some entry names ("tretinoin", "phentermine") is the subject of the point: an entry
  // that does not name it (in its title or patient words) answers some other subject that shares the question's
  // common words ("prescription", "sell"), or uses the word in passing ("already").
  const known = asked.filter((w) => namedDf.has(w));
  const key = known.reduce<string | null>((k, w) => (k === null || idf(w) > idf(k) ? w : k), null);
  let best: PointMatch | null = null;
  for (const d of docs) {
    if (key === null || !d.named.has(key)) continue;
    if (d.entry.asks && !d.entry.asks.test(folded)) continue;
    if (
      procedures.length > 0 &&
      d.entry.procedures &&
      !d.entry.procedures.some((p) => procedures.includes(p))
    )
      continue;
    let score = 0;
    let met = 0;
    for (const w of asked) {
      const f = d.tf.get(w);
      if (!f) continue;
      met += idf(w);
      score += (idf(w) * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * d.length) / pointIndex!.avgLength));
    }
    const named = asked.filter((w) => d.named.has(w) && (df.get(w) ?? 0) <= n * 0.05);
    if (score === 0 || named.length === 0) continue;
    if (!best || score > best.score) best = { entry: d.entry, score, cover: met / weight, named };
  }
  return best;
}

/** The share of a question's own point (its asked words, weighted as `pointLookup` weighs them) a text holds. */
export function pointCover(question: string, text: string, names?: ReadonlySet<string>): number {
  const { asked, idf, weight } = pointQuery(question, names);
  if (weight === 0) return 0;
  const held = new Set(terms(text));
  return asked.filter((w) => held.has(w)).reduce((s, w) => s + idf(w), 0) / weight;
}

/** Whether a word is rare in the answer base (in at most 3% of its entries): a subject, not a way of asking. */
export function rareTerm(word: string): boolean {
  pointIndex ??= buildPoints();
  const [w] = terms(word);
  return w !== undefined && (pointIndex.df.get(w) ?? 0) <= pointIndex.docs.length * 0.03;
}

function pointQuery(question: string, names: ReadonlySet<string> = new Set()) {
  pointIndex ??= buildPoints();
  const { docs, df, namedDf } = pointIndex;
  const stems = new Set([...names].map(stem));
  const asked = [...new Set(terms(question))].filter((w) => !stems.has(w) && !/^\d+$/.test(w));
  const n = docs.length;
  const idf = (w: string) => Math.log(1 + (n - (df.get(w) ?? 0) + 0.5) / ((df.get(w) ?? 0) + 0.5));
  return { docs, df, namedDf, n, asked, idf, weight: asked.reduce((s, w) => s + idf(w), 0) };
}

/**
 * The entries on the very subject a question asks about, by their pins (at most `limit`, in the order written):
 * "can my husband stop me from getting lipo" → the entry on consent. A pin with `pinKinds` holds only for those
 * kinds of question, one with `pinProcedure` only for a question about one of its procedures, one with `pinAbroad`
 * only for a question about somewhere abroad (`abroad`).
 */
export function pinned(
  question: string,
  opts: { kind?: QuestionKind | null; procedures?: string[]; limit?: number; abroad?: boolean } = {},
): AnswerEntry[] {
  // Quotes around a word ("a 'recovery house'", "'master injector'") are not part of it.
  const folded = ` ${fold(question)
    .replace(/(^|\s)['"“”]+|['"“”]+(?=[\s?.!,]|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()} `;
  return ANSWER_ENTRIES.filter(
    (e) =>
      e.pin?.test(folded) &&
      (!e.pinAbroad || opts.abroad === true) &&
      (!e.pinKinds || e.pinKinds.includes(opts.kind ?? null)) &&
      (!e.pinProcedure || (e.procedures ?? []).some((p) => opts.procedures?.includes(p))),
  ).slice(0, opts.limit ?? 2);
}

export function entryById(id: string): AnswerEntry | undefined {
  return ANSWER_ENTRIES.find((e) => e.id === id);
}

/** An entry as an answer quotes it: the fact, then its source and year. */
export function quote(entry: AnswerEntry, lang: 'en' | 'es' = 'en'): string {
  const text = lang === 'es' && entry.es ? entry.es : entry.text;
  const source = entry.url
    ? `[${entry.source}, ${entry.year}](${entry.url})`
    : `${entry.source}, ${entry.year}`;
  return `${text} _(${lang === 'es' ? 'Fuente' : 'Source'}: ${source}.)_`;
}
