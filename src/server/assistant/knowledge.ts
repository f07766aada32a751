// The assistant's view of the catalogue: every procedure with the words patients use for it, and its reviewed
// guide when one exists. Built once per process from the shared catalogue and the validated content files.
import { ALL_PROCEDURES } from '@shared/catalogue';
import type { ProcedureGuide } from '@shared/schemas/content';
import { editDistance } from '@shared/schemas/search-terms';
import { loadProcedureGuides } from '../content/load-content';
import { BRAND_TERMS, type BrandTerm, fuzzyCandidates, OUTSIDE_TERMS, type OutsideTerm } from './brands';
import { fold } from './words';

export interface KnownProcedure {
  id: string;
  name: string;
  shortName: string;
  categoryId: string;
  guide: ProcedureGuide | null;
}

interface Phrase {
  phrase: string;
  pattern: RegExp;
  id: string | null;
  brand?: BrandTerm;
  outside?: OutsideTerm;
}

interface Knowledge {
  procedures: Map<string, KnownProcedure>;
  /** Lower-case phrases, longest first so "mini gastric bypass" beats "gastric bypass". */
  phrases: Phrase[];
  /** Single words matched with a typo allowed, with what each stands for. */
  fuzzy: { word: string; phrase: Phrase }[];
}

let cache: Knowledge | undefined;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Spellings patients type that the catalogue's aliases and the brand table do not cover.
const EXTRA_PHRASES: Record<string, string[]> = {
  rhinoplasty: ['rhinoplasty', 'revision rhino', 'rhino'],
  'breast-augmentation': [
    'breast augmentation',
    'doing my boobs',
    'do my boobs',
    'boobs done',
    'breast enlargement',
    'breast implants',
    'silicone implants',
    'saline implants',
    'implantes mamarios',
    'drop and fluff',
    'boobs drop',
    'implants drop',
  ],
  'dermal-fillers': ['dermal filler', 'lip filer', 'lip fillr'],
  'gastric-sleeve': ['gastric sleeve', 'sleeve surgery'],
  'laser-hair-removal': [
    'laser hair',
    'depilacion laser',
    'depilacion con laser',
    'laser de axilas',
    'laser para las axilas',
    'laser en las axilas',
    'underarm laser',
    'brazilian laser',
    'bikini laser',
  ],
  'chemical-peels': ['chemical peels'],
  'iv-therapy': [
    'iv drips',
    'iv vitamin',
    'nad+ iv',
    'nad iv',
    'nad+ drip',
    'nad infusion',
    'nad+ infusion',
    'nad drips',
    'sueros de nad',
    'suero de nad',
    'sueros intravenosos',
    'suero intravenoso',
    'sueros vitaminados',
    'clinicas de iv',
    'clinica de iv',
  ],
  'vitamin-b12-injections': ['b12', 'vitamin b12'],
  'hormone-therapy': ['testosterone', 'testosterone clinic', 'testosterone replacement', 'low t clinic'],
  'thread-lift': ['pdo thread', 'thread lift', 'hilos tensores'],
  // "bariatric surgeon in Phoenix", "cirugía bariátrica": weight-loss surgery, read as the catalogue's
  // "bariatric surgery".
  'gastric-bypass': [
    'bariatric surgeon',
    'weight loss surgery',
    'weight loss surgeon',
    'cirugia bariatrica',
    'cirujano bariatrico',
    'cirujana bariatrica',
    'operacion bariatrica',
  ],
};

const patternFor = (phrase: string) =>
  // Plural "s" allowed; hyphens and spaces are interchangeable ("tummy-tuck", "lap-band").
  new RegExp(`(?<![a-z0-9])${escapeRegExp(phrase).replace(/(\\-| )/g, '[\\s-]?')}s?(?![a-z0-9])`, 'i');

function build(): Knowledge {
  const guides = new Map(loadProcedureGuides().map((g) => [g.id, g]));
  const procedures = new Map<string, KnownProcedure>();
  const phraseMap = new Map<string, Omit<Phrase, 'pattern' | 'phrase'>>();
  const add = (raw: string, entry: Omit<Phrase, 'pattern' | 'phrase'>) => {
    const key = fold(raw).replace(/\s*\(.*\)$/, '');
    if (key.length >= 2 && !phraseMap.has(key)) phraseMap.set(key, entry);
  };
  // The brand table first: "botox" should carry its brand, "dysport" its note.
  for (const b of BRAND_TERMS) for (const n of b.names) add(n, { id: b.procedureId, brand: b });
  for (const o of OUTSIDE_TERMS) for (const n of o.names) add(n, { id: null, outside: o });
  for (const p of ALL_PROCEDURES) {
    const guide = guides.get(p.id) ?? null;
    const shortName = guide?.shortName ?? p.name.replace(/\s*\(.*\)$/, '');
    procedures.set(p.id, {
      id: p.id,
      name: guide?.name ?? p.name,
      shortName,
      categoryId: p.categoryId,
      guide,
    });
    for (const phrase of [
      p.name,
      shortName,
      p.id.replace(/-/g, ' '),
      ...p.aliases,
      ...(EXTRA_PHRASES[p.id] ?? []),
    ])
      add(phrase, { id: p.id });
  }
  const phrases = [...phraseMap.entries()]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, entry]) => ({ phrase, ...entry, pattern: patternFor(phrase) }));
  const byPhrase = new Map(phrases.map((p) => [p.phrase, p]));
  const fuzzy = fuzzyCandidates(phrases.filter((p) => !p.phrase.includes(' ')).map((p) => p.phrase))
    .map((c) => ({ word: fold(c.word), phrase: byPhrase.get(fold(c.word)) }))
    .filter((c): c is { word: string; phrase: Phrase } => Boolean(c.phrase));
  return { procedures, phrases, fuzzy };
}

export function knowledge(): Knowledge {
  cache ??= build();
  return cache;
}

export function getProcedure(id: string): KnownProcedure | undefined {
  return knowledge().procedures.get(id);
}

export interface Mentions {
  /** Catalogue procedures named, in the order they appear, each once. */
  ids: string[];
  /** Brand or product names used, in order ("Dysport", "Juvéderm"). */
  brands: BrandTerm[];
  /** Procedures named that TruSelf has no guide for. */
  outside: OutsideTerm[];
}

const mentionCache = new Map<string, Mentions>();

/** Everything procedure-like a message names: catalogue procedures, brands and uncovered procedures. */
export function findMentions(text: string): Mentions {
  const cached = mentionCache.get(text);
  if (cached) return cached;
  let remaining = fold(text);
  const found: { phrase: Phrase; at: number }[] = [];
  for (const phrase of knowledge().phrases) {
    const match = phrase.pattern.exec(remaining);
    if (!match) continue;
    // Blank the match so "gastric bypass" inside "mini gastric bypass" is not counted again.
    remaining =
      remaining.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      remaining.slice(match.index + match[0].length);
    found.push({ phrase, at: match.index });
  }
  // Typos of distinctive names: one edit, two for long words ("botex", "rhinoplasy", "coolscultping").
  for (const m of remaining.matchAll(/[a-z0-9]{5,}/g)) {
    const token = m[0];
    const allowed = token.length >= 8 ? 2 : 1;
    let best: { phrase: Phrase; d: number } | null = null;
    for (const c of knowledge().fuzzy) {
      if (Math.abs(c.word.length - token.length) > allowed || c.word[0] !== token[0]) continue;
      const d = editDistance(token, c.word);
      if (d <= allowed && (!best || d < best.d)) best = { phrase: c.phrase, d };
    }
    if (best) found.push({ phrase: best.phrase, at: m.index ?? 0 });
  }
  found.sort((a, b) => a.at - b.at);
  const ids: string[] = [];
  const brands: BrandTerm[] = [];
  const outside: OutsideTerm[] = [];
  for (const { phrase } of found) {
    if (phrase.id && !ids.includes(phrase.id)) ids.push(phrase.id);
    if (phrase.brand && !brands.includes(phrase.brand)) brands.push(phrase.brand);
    if (phrase.outside && !outside.includes(phrase.outside)) outside.push(phrase.outside);
  }
  const mentions = { ids, brands, outside };
  if (mentionCache.size > 500) mentionCache.clear();
  mentionCache.set(text, mentions);
  return mentions;
}

/** Procedures named in the text, in the order they appear, each once. */
export function findProcedures(text: string): string[] {
  return findMentions(text).ids;
}

/** For tests: forget the cached catalogue and guides. */
export function resetKnowledge() {
  cache = undefined;
  mentionCache.clear();
}
