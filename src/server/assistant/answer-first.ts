// The last step of the built-in writer: the sentences that answer what was asked come first. Every sentence
// TruSelf holds on the question's subject (the guides' sentences, the answer-base entries found for it) is ranked by
// BM25 over the question's own words; when the best of them answers more of the question than the composed
// answer's opening does, they open the answer, and guide sections that share no word with the question, or a
// "won't guess" the sentences contradict, are left out. A follow-up is ranked on its own words, so it is answered
// on its new point rather than with the earlier answer again.
import type { ProcedureGuide } from '@shared/schemas/content';
import { lookup, pointCover, pointLookup, quote, stem } from './answer-base';
import type { AnswerEntry } from './answer-base/entries';
import { findProcedures, getProcedure, knowledge } from './knowledge';
import { subjectWords } from './compose-kinds';
import { onOwnPoint, ownMessage } from './followup';
import type { Prepared } from './prepare';
import { fold, type Language } from './words';
import { wording } from './wording';

interface Sentence {
  text: string;
  terms: Set<string>;
  length: number;
  /** Where it comes from: a guide (cited by name) or an entry (quoted with its source). */
  guide?: ProcedureGuide;
  entry?: AnswerEntry;
}

// Words of a question that say how it is asked, not what about: "how long", "is it normal", "can I".
const ASKING = new Set(
  `a an the and or of to in on at for with is are be been was were it its this that these those i me my you your we
  our they them he she her his do does did can could should would will how what when where which who why if so just
  like about any some get got have has had not no yes from by as up out than then there here really much also too
  ok okay im ive id dont cant wont thing things stuff something want wanna need still even tho though know think
  long take takes normal safe ok fine good bad help happen happens mean means time soon after before start
  day days week weeks month months year years go going went come done doing make made lol pls please didnt didn
  say said tell told super yesterday today ago real kinda gonna first way better best worse worst whats thats
  someone anyone everyone guy girl friend mom faster fast quick quicker killing kill dying literally bit lot little
  pretty more less again anymore includ include included includes part under over above below around between
  instead
  el la los las un una de del que en y o es por para con mi me se lo le su al como mas pero muy ya puedo puede
  cuando cuanto cuanta tiempo despues antes normal bien hay tengo tiene hacer`.split(/\s+/),
);

// Words patients use for what a guide names otherwise: a quote's "price" is the guide's "cost".
const SAME: Record<string, string> = {
  cost: 'pric',
  pric: 'pric',
  charg: 'pric',
  fee: 'pric',
  pay: 'pric',
  precio: 'pric',
  costo: 'pric',
  cuesta: 'pric',
  makeup: 'makeup',
  faja: 'garment',
  garment: 'garment',
  compression: 'garment',
  sunscreen: 'sunscreen',
  spf: 'sunscreen',
  eat: 'food',
  eating: 'food',
  food: 'food',
  diet: 'food',
  meal: 'food',
  comer: 'food',
  comida: 'food',
  financ: 'financ',
  financing: 'financ',
  carecredit: 'financ',
  payment: 'financ',
  installment: 'financ',
};

/** A word's stem, with a final "e" dropped so "include" meets "including", and its usual name. */
const root = (w: string) => {
  const r = stem(w).replace(/(?<=\w{3})e$/, '');
  return SAME[w] ?? SAME[r] ?? r;
};

/** The question's own words, stemmed, without the words that only say how it is asked or name its subject. */
export function askedTerms(question: string, names: ReadonlySet<string>): Set<string> {
  return new Set(
    fold(question)
      .split(/[^a-z0-9+]+/)
      .filter((w) => w.length > 2 && !ASKING.has(w) && !names.has(w) && !/^\d+$/.test(w))
      // "lipo", "boob job": words that name the procedure are not what the question asks about it.
      .filter((w) => !(w.length > 3 && findProcedures(w).length > 0))
      .map(root)
      .filter((w) => !names.has(w) && !ASKING.has(w)),
  );
}

const termsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9+]+/)
    .filter((w) => w.length > 2)
    .map(root);

/** Sentences of a text: a stop followed by a capital, so "U.S." and "$1.5" stay inside theirs. */
export function sentencesOf(text: string): string[] {
  return (
    text
      .split(/\n+/)
      // Not after an abbreviation: "EE. UU.", "U.S.", "Dr.", "vs.".
      .flatMap((p) => p.split(/(?<![A-Z]{1,2}\.|\b(?:Dr|Mr|Ms|vs|St|approx)\.)(?<=[.!?])\s+(?=[A-Z¿¡"“(])/))
      .map((s) => s.trim())
      .filter((s) => s.length > 25)
  );
}

function guideSentences(g: ProcedureGuide): string[] {
  // A recovery stage and an alternative stay whole: their sentences mean little without "Week 1:" or the name.
  const whole = [
    ...g.recovery.timeline.map((s) => `${s.when}: ${s.what}`),
    ...g.alternatives.map((a) => `${a.name}: ${a.why}`),
    `${g.shortName} takes: ${g.duration}`,
  ];
  const split = [
    g.summary,
    ...g.overview.split('\n\n'),
    g.howItWorks,
    g.recovery.summary,
    g.results.whenVisible,
    g.results.howLong,
    ...g.risks,
    ...g.idealCandidates,
    ...g.faqs.map((f) => f.a),
    g.cost.rangeNote,
    g.cost.surgeonFee?.note ?? '',
    g.cost.insurance,
  ].flatMap(sentencesOf);
  return [...whole, ...split];
}

interface Corpus {
  byGuide: Map<string, Sentence[]>;
  df: Map<string, number>;
  count: number;
  avgLength: number;
}

let corpus: Corpus | undefined;

function build(): Corpus {
  const byGuide = new Map<string, Sentence[]>();
  const df = new Map<string, number>();
  let count = 0;
  let total = 0;
  for (const p of knowledge().procedures.values()) {
    if (!p.guide || byGuide.has(p.guide.id)) continue;
    const guide = p.guide;
    const list = guideSentences(guide).map((text) => {
      const terms = termsOf(text);
      return { text, terms: new Set(terms), length: terms.length, guide };
    });
    byGuide.set(guide.id, list);
    for (const s of list) {
      count++;
      total += s.length;
      for (const t of s.terms) df.set(t, (df.get(t) ?? 0) + 1);
    }
  }
  return { byGuide, df, count, avgLength: total / Math.max(1, count) };
}

const idf = (c: Corpus, term: string) => {
  const d = c.df.get(term) ?? 0;
  return Math.log(1 + (c.count - d + 0.5) / (d + 0.5));
};

/** The share of the question's weight a text covers (0–1): each asked word counts by how rare it is. */
function coverage(c: Corpus, asked: Set<string>, terms: Set<string>): number {
  let all = 0;
  let met = 0;
  for (const t of asked) {
    const w = idf(c, t);
    all += w;
    if (terms.has(t)) met += w;
  }
  return all === 0 ? 0 : met / all;
}

function bm25(c: Corpus, asked: Set<string>, s: Sentence): number {
  let score = 0;
  for (const t of asked) {
    if (!s.terms.has(t)) continue;
    score += (idf(c, t) * 2.2) / (1 + 1.2 * (0.5 + (0.5 * s.length) / c.avgLength));
  }
  return score;
}

// A part of the composed answer that closes it (sources, the disclaimer) or says where it comes from.
const FOOTER =
  /^(_General information|_Información general|\*\*Sources|\*\*Fuentes|_Answering as|_From this provider|_Listed prices|_Los precios|_Precios|_Las cifras|_I’ve left out|_Dejo fuera)/;
// A part that says the sources hold nothing on the point: contradicted by a sentence that answers it.
const NOTHING =
  /won't guess|won’t guess|doesn't (?:cover|answer|hold|say)|don't hold|no voy a adivinar|no trata ese punto|no responde eso/i;
/** A guide section: a bold heading line over its list or text. */
const SECTION = /^\*\*[^*\n]+\*\*\s*\n/;

export interface Lead {
  parts: string[];
  /** Whether the parts were reordered, cut or opened with retrieved sentences. */
  led: boolean;
}

/**
 * The composed parts with what answers the question first. Parts stay as they were for a first question about a
 * price or an overview (those blocks are the answer), about providers, or in Spanish.
 */
export function leadWithAnswer(
  parts: string[],
  prepared: Prepared,
  question: string,
  earlier: readonly string[] = [],
): Lead {
  const u = prepared.understanding;
  const unchanged = { parts, led: false };
  // Spanish questions are left as composed: the word weights come from the English guides, and a Spanish answer
  // never quotes an English guide sentence.
  if (u.kind !== 'answer' || !question.trim() || u.language === 'es') return unchanged;
  const followUp = earlier.length > 0;
  // A price block or an overview is the answer to a first question about price or about what a procedure is; a
  // follow-up to one may ask something else of it.
  const priceOrOverview =
    u.ask.kind === 'price' || u.intents.includes('cost') || u.intents.includes('overview');
  if ((priceOrOverview && !followUp) || u.ask.kind === 'provider' || u.pick || u.refines) return unchanged;
  if (prepared.profile || prepared.profiles.length > 0 || prepared.candidates.length > 0) return unchanged;
  if (u.intents.includes('find_provider') || u.concern || u.diagnosis) return unchanged;
  const c = (corpus ??= build());
  const names = new Set(
    prepared.procedures.flatMap((p) => fold(`${p.name} ${p.shortName} ${p.id}`).split(/[^a-z0-9+]+/)),
  );
  for (const b of u.brands) for (const w of fold(b.label).split(/[^a-z0-9+]+/)) names.add(w);
  const asked = askedTerms(question, names);
  if (asked.size === 0) return unchanged;

  // The part of the composed answer that answers most of the question comes first (after a line introducing it).
  const ordered = bringForward(parts, c, asked);
  const retrieved = retrieve(ordered, question, prepared, c, asked, earlier);
  const result = retrieved ?? ordered;
  const cut = withoutUnrelated(result, c, asked);
  return { parts: cut, led: cut !== parts };
}

const isBody = (p: string) => !FOOTER.test(p) && !SECTION.test(p) && !p.includes('](/provider/');
const coverOf = (c: Corpus, asked: Set<string>, p: string) => coverage(c, asked, new Set(termsOf(p)));

/**
 * A later part of the answer that answers clearly more of the question than the opening ("the technician issue"
 * under a description of the procedure) is moved to the front; a line ending in a colon keeps its place before it.
 */
function bringForward(parts: string[], c: Corpus, asked: Set<string>): string[] {
  const first = parts.findIndex((p) => !FOOTER.test(p));
  if (first < 0) return parts;
  const anchor = parts[first].trimEnd().endsWith(':') && !SECTION.test(parts[first]) ? first + 1 : first;
  if (anchor >= parts.length || !isBody(parts[anchor])) return parts;
  const openingCover = coverOf(c, asked, parts[anchor]);
  // An opening that shares a word with the question is the composer's answer to it and keeps its place (the
  // words of a good answer are often not the patient's: "payment plans" for "financing").
  if (anchor === first && openingCover > 0) return parts;
  let best = -1;
  let bestCover = Math.max(0.5, openingCover + 0.3);
  for (let i = anchor + 1; i < parts.length; i++) {
    // A part introduced by the one before it stays with it.
    if (!isBody(parts[i]) || parts[i - 1].trimEnd().endsWith(':')) continue;
    const terms = new Set(termsOf(parts[i]));
    const cover = coverage(c, asked, terms);
    // Moved only on two of the question's words or more: one shared word is as often another subject's.
    const met = [...asked].filter((t) => terms.has(t)).length;
    if (cover >= bestCover && met >= Math.min(2, asked.size)) {
      best = i;
      bestCover = cover;
    }
  }
  if (best < 0) return parts;
  return [...parts.slice(0, anchor), parts[best], ...parts.slice(anchor, best), ...parts.slice(best + 1)];
}

/**
 * Once the opening answers, a guide section that shares no word with the question (a candidate list under a
 * question on timing) is left out, unless the line before introduces it. Quoted entries stay: the composer chose
 * them for the question, often on words the patient did not use.
 */
function withoutUnrelated(parts: string[], c: Corpus, asked: Set<string>): string[] {
  const opening = parts.find((p) => !FOOTER.test(p));
  if (!opening || coverOf(c, asked, opening) < 0.4) return parts;
  const kept = parts.filter((p, i) => {
    if (p === opening || FOOTER.test(p) || parts[i - 1]?.trimEnd().endsWith(':')) return true;
    return !SECTION.test(p) || coverOf(c, asked, p) > 0;
  });
  return kept.length === parts.length ? parts : kept;
}

/**
 * When the opening does not answer (it says the sources hold nothing, is a guide section, or in a follow-up was
 * said before or shares little with the new question), the best sentences TruSelf holds on the subject open the
 * answer: the guides' sentences in English, the entries found for the question in the patient's language (a
 * Spanish answer never quotes an English guide sentence). Null when nothing answers better.
 */
function retrieve(
  parts: string[],
  question: string,
  prepared: Prepared,
  c: Corpus,
  asked: Set<string>,
  earlier: readonly string[],
): string[] | null {
  const u = prepared.understanding;
  if (u.kind !== 'answer') return null;
  const lang = u.language;
  // A line that only introduces what follows ("I don't have a guide for X yet, but here is…:") is not the opening:
  // the part after it is, and it is what a follow-up's answer is judged by.
  const at = parts.findIndex((p) => !FOOTER.test(p));
  const intro =
    at >= 0 &&
    parts[at].trimEnd().endsWith(':') &&
    !SECTION.test(parts[at]) &&
    parts[at + 1] !== undefined &&
    !FOOTER.test(parts[at + 1]) &&
    !SECTION.test(parts[at + 1]) &&
    !/^\*\*[^*\n]+\*\*\s*$/.test(parts[at + 1]);
  const opening = (at < 0 ? '' : intro ? (parts[at + 1] ?? '') : parts[at]) ?? '';
  const openingCover = coverOf(c, asked, opening);
  const said = (p: string) => p.length > 60 && earlier.some((a) => a.includes(p.slice(0, 120)));
  const notAnAnswer =
    NOTHING.test(opening) ||
    SECTION.test(opening) ||
    (earlier.length > 0 && (said(opening) || openingCover < 0.3));
  if (!notAnAnswer) return null;
  const pool: Sentence[] = [];
  // A procedure without a guide is not answered from the guide of a related one.
  if (lang !== 'es' && !(u.outside && u.outsideOnly))
    for (const p of prepared.procedures.slice(0, 2))
      if (p.guide) pool.push(...(c.byGuide.get(p.guide.id) ?? []));
  // The entries found for the question, and those its own words find in the answer base on the same subject.
  const found = lookup(question, { kind: u.ask.kind, procedures: u.procedureIds, limit: 3, min: 3 })
    .map((f) => f.entry)
    .filter(
      (e) =>
        !prepared.facts.includes(e) &&
        (!e.procedures || e.procedures.some((p) => u.procedureIds.includes(p))) &&
        (u.abroad !== null || !e.kinds.includes('tourism')),
    );
  // A later turn's own point: "they denied it, 500g per side" is not answered by the entry on price quotes.
  const onPoint = (e: AnswerEntry) =>
    earlier.length === 0 || onOwnPoint(e, ownMessage(u), subjectWords(prepared), u.context ?? u.earlier);
  for (const entry of [...prepared.facts, ...found].filter(onPoint)) {
    if (lang === 'es' && !entry.es) continue;
    for (const s of sentencesOf(lang === 'es' && entry.es ? entry.es : entry.text)) {
      const terms = termsOf(s);
      pool.push({ text: s, terms: new Set(terms), length: terms.length, entry });
    }
  }
  const ranked = pool
    .map((s) => ({ s, score: bm25(c, asked, s), met: [...asked].filter((t) => s.terms.has(t)) }))
    .filter((x) => x.met.length > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return null;
  // A question of several words is answered by a sentence that meets at least two of them.
  if (best.met.length < Math.min(2, asked.size)) return null;
  // A second sentence from the same source joins when it answers asked words the first does not, about as well.
  const chosen = [best];
  const second = ranked.find(
    (x) =>
      x !== best &&
      (x.s.guide ?? x.s.entry) === (best.s.guide ?? best.s.entry) &&
      x.score >= best.score * 0.7 &&
      x.met.filter((t) => !best.met.includes(t)).length >=
        Math.max(1, Math.min(2, asked.size - best.met.length)),
  );
  if (second) chosen.push(second);
  const leadCover = coverage(c, asked, new Set(chosen.flatMap((x) => [...x.s.terms])));
  if (leadCover < 0.4 || leadCover < openingCover + 0.2) return null;
  // Said in the opening already: it answers, and nothing needs to move.
  if (chosen.every((x) => opening.includes(x.s.text))) return null;
  const lead = chosen.map((x) => cite(x.s, lang)).join(' ');
  // Parts the lead makes redundant or wrong: a "won't guess", the entry it quotes from.
  const kept = parts.filter((p) => {
    if (FOOTER.test(p)) return true;
    if (NOTHING.test(p) && p.length < 700) return false;
    return !chosen.some(
      (x) => p.trim() === x.s.text || (x.s.entry && p.startsWith(x.s.entry.text.slice(0, 60))),
    );
  });
  return [lead, ...kept];
}

function cite(s: Sentence, lang: 'en' | 'es'): string {
  if (s.entry) {
    // The entry's source goes with the sentence taken from it.
    const sourced = quote({ ...s.entry, text: s.text, es: s.text }, lang);
    return sourced;
  }
  const g = s.guide;
  return g ? `${s.text} _(TruSelf's [${g.shortName} guide](/procedure/${g.id}))_` : s.text;
}

// Openings that answer nothing: a "won't guess", a menu of procedures to pick from, a refusal of the question.
const NO_ANSWER =
  /won't guess|won’t guess|doesn't (?:cover|answer|hold)|don't hold|says nothing specific|no voy a adivinar|no trata ese punto|no responde eso|^I can help with that\. Which procedure|^Which procedure are you looking for|^\*\*Options for |^\*\*Opciones que|^¿Sobre qué procedimiento|^I'm TruGPT, and I can only help|^Solo puedo ayudar|^No tengo nada sobre eso|^No tengo eso en|^Todavía no tengo una guía de TruSelf ni datos/;

// How well an entry must hold the question's own point to lead, read from the best entry for each turn of the
// training questions (batches G–Q, about 2,000 turns) judged by hand: scoring 11 or more on over a third of the
// point, nine in ten were on the subject asked, so such an entry leads over a guide's section or sentences that hold
// clearly less of the point. Between 7 and 11 about half were, so over an answer that
// says nothing it leads only when it scores 9 on a third of the point, or 7 on most of it (two in three on subject).
const OVER_NOTHING = [
  { score: 9, cover: 0.3 },
  { score: 7, cover: 0.6 },
];
const OVER_ANSWER = { score: 11, cover: 0.35, margin: 0.25 };

// Besides the words that say how a question is asked, words that carry no subject of their own, so they never make
// an entry the answer ("what if i already signed it", "ipl vs bbl", "what went wrong").
const NO_POINT = new Set([
  ...ASKING,
  ...'already vs versus difference wrong nervous worried scared scary stressing stressed honestly being'.split(
    ' ',
  ),
]);

/**
 * The answer-base entry on a question's own point: its words beyond the names of the procedures and brands it is
 * about (`ignored`, with the words that carry no subject), among the entries on those procedures or on none.
 */
export function pointOf(question: string, procedures: string[], brands: string[] = []) {
  const ignored = new Set(NO_POINT);
  for (const id of procedures) {
    const p = getProcedure(id);
    if (p) for (const w of fold(`${p.name} ${p.shortName} ${id}`).split(/[^a-z0-9+]+/)) ignored.add(w);
  }
  for (const b of brands) for (const w of fold(b).split(/[^a-z0-9+]+/)) ignored.add(w);
  return { match: pointLookup(question, { names: ignored, procedures }), ignored };
}

/**
 * The answer base's entry on the question's own point leads the answer when the composed opening does not answer
 * it: a "won't guess", a menu or a refusal, or a guide section that holds clearly less of what was asked. A follow-up
 * is read on its own words, with the subject of the conversation (`procedures`) carried to choose among entries.
 */
export function leadWithPoint(
  markdown: string,
  prepared: Prepared | null,
  question: string,
  language: Language = 'en',
): string {
  const u = prepared?.understanding;
  if (u && u.kind !== 'answer') return markdown;
  // Provider lists and profiles answer from the directory, not the answer base.
  if (prepared && (prepared.profile || prepared.profiles.length > 0 || prepared.candidates.length > 0))
    return markdown;
  if (u?.kind === 'answer' && (u.pick || u.refines || u.ask.kind === 'provider')) return markdown;
  const procedures = u?.kind === 'answer' ? u.procedureIds : findProcedures(question);
  const { match, ignored } = pointOf(
    question,
    procedures,
    u?.kind === 'answer' ? u.brands.map((b) => b.label) : [],
  );
  if (!match || (language === 'es' && !match.entry.es) || prepared?.said.has(match.entry.id)) return markdown;
  // An entry on a procedure TruSelf has no guide for does not answer a question about one it has a guide for.
  if (match.entry.subject && procedures.length > 0 && !(u?.kind === 'answer' && u.outside)) return markdown;
  const blocks = markdown.split('\n\n');
  const notes = blocks.filter((b, i) => i < 2 && /^_Answering as|^I can't diagnose/.test(b)).length;
  const at = blocks.findIndex((b, i) => i >= notes && !FOOTER.test(b));
  if (at < 0) return markdown;
  // "I don't have a guide for X yet, but here is…:" introduces the opening; it stays above the entry.
  const intro = blocks[at].trimEnd().endsWith(':') && !SECTION.test(blocks[at]) && at + 1 < blocks.length;
  const open = intro ? at + 1 : at;
  const opening = blocks[open] ?? '';
  const head = (text: string) => text.slice(0, 60);
  if (opening.includes(head(match.entry.text)) || (match.entry.es && opening.includes(head(match.entry.es))))
    return markdown;
  const nothing = NO_ANSWER.test(opening) || NO_ANSWER.test(blocks[at]);
  const held = pointCover(question, opening.replace(/“[^”]*”/g, ''), ignored);
  // Over a composed answer, only one taken from a guide (its section, overview or sentences) gives way: an entry
  // the composer chose, or the verdict on a quoted price, is already an answer to the question's kind.
  const fromGuide =
    SECTION.test(opening) ||
    /^(From TruSelf's|De la guía de TruSelf|\*\*On (?:that|insurance), TruSelf's|\*\*Recovery in short|\*\*[^*\n]+\*\* (?:is|es) )/.test(
      opening,
    );
  const priced = u?.kind === 'answer' && (u.ask.kind === 'price' || u.intents.includes('cost'));
  if (!nothing && (!fromGuide || priced)) return markdown;
  // A message read as outside TruSelf's scope is answered only by an entry that holds it squarely.
  const strong = !prepared
    ? match.score >= OVER_ANSWER.score && match.cover >= 0.4
    : nothing
      ? OVER_NOTHING.some((bar) => match.score >= bar.score && match.cover >= bar.cover)
      : match.score >= OVER_ANSWER.score &&
        match.cover >= OVER_ANSWER.cover &&
        match.cover >= held + OVER_ANSWER.margin;
  if (!strong) return markdown;
  const lead: string[] = [];
  const subject = match.entry.subject;
  if (subject && !intro)
    lead.push(
      language === 'es'
        ? `Todavía no tengo una guía de TruSelf sobre **${subject.es}**, pero esto es lo que dice la información publicada:`
        : `I don't have a TruSelf guide for **${subject.en}** yet, but here is what published guidance says:`,
    );
  lead.push(quote(match.entry, language));
  // What answered nothing goes: a menu (its heading, list and question) leaves its guides as links, a reply that
  // only asks which procedure or declines goes whole. The entry, if quoted further down, is not quoted twice.
  const dropped = new Set<number>();
  if (nothing) {
    if (NO_ANSWER.test(blocks[at])) dropped.add(at);
    dropped.add(open);
    const whole =
      /^(I can help with that|Which procedure|I'm TruGPT|Solo puedo|¿Sobre qué procedimiento)/.test(opening);
    const menu = /^\*\*(Options for|Opciones que)/.test(opening);
    for (let i = open + 1; (whole || menu) && i < blocks.length && !FOOTER.test(blocks[i]); i++) {
      dropped.add(i);
      if (menu && /^(Which one would you like|¿Sobre cuál)/.test(blocks[i])) break;
    }
  }
  const links = [...dropped].flatMap((i) =>
    [...blocks[i].matchAll(/\[[^\]]+\]\(\/procedure\/[^)]+\)/g)].map((m) => m[0]),
  );
  if (links.length > 0)
    lead.push(
      `${language === 'es' ? 'Guías de TruSelf relacionadas:' : 'Related TruSelf guides:'} ${[...new Set(links)].join(', ')}.`,
    );
  const quotedAgain = (b: string) =>
    b.startsWith(head(match.entry.text)) ||
    (match.entry.es !== undefined && b.startsWith(head(match.entry.es)));
  const out: string[] = [];
  blocks.forEach((b, i) => {
    if (i === open) out.push(...lead);
    if (!dropped.has(i) && !quotedAgain(b)) out.push(b);
  });
  if (!out.some((b) => FOOTER.test(b))) out.push(wording(language).disclaimer);
  return out.join('\n\n');
}
