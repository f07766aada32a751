// Finds vocabulary concepts in a tokenized message: ordered phrasings with small gaps, and word groups that occur
// near each other. A word matches by its lemma, its stem, a "*" prefix, or — only when the model does not know
// the word — within a typo or two. A match preceded by a negation in the same clause ("no fever") does not count.
import { allowedEdits, editDistance } from './fuzzy';
import { baseForms, type Token } from './nlp';
import { fold } from './reading';
import { type Concept, HEDGES, NEGATION_CUES } from './vocabulary';

interface Alternative {
  word: string;
  prefix: boolean;
  lemma: string;
  stem: string;
}
type Slot = Alternative[];
export type Pattern = Slot[];

const PHRASE_GAP = 2;
const NEGATION_REACH = 4;
const COORDINATORS = ['or', 'nor', 'ni', 'o'];
// Spanish stems one letter away from a vocabulary stem that are words of their own.
const COMPOUND_HEADS = ['under', 'over', 'after', 'self', 'super', 'anti', 'post', 'micro'];
// ("ahorrando", saving up, is not "ahogando", choking.)
const REAL_STEMS = ['inyect', 'infect', 'afect', 'efect', 'defect', 'respet', 'aspect', 'ahorr'];

const compiledWords = new Map<string, Alternative>();
function alternative(raw: string): Alternative {
  const cached = compiledWords.get(raw);
  if (cached) return cached;
  const prefix = raw.endsWith('*');
  const word = fold(prefix ? raw.slice(0, -1) : raw);
  const forms = prefix ? { lemma: word, stem: word } : baseForms(word);
  const alt = { word, prefix, ...forms };
  compiledWords.set(raw, alt);
  return alt;
}

export function compilePattern(phrase: string): Pattern {
  return phrase
    .replace(/'/g, ' ')
    .replace(/\bcan not\b|\bcannot\b/g, 'can not')
    .split(/\s+/)
    .filter(Boolean)
    .map((slot) => slot.split('|').map(alternative));
}

// An infinitive, alone or with a pronoun on it ("despertar", "quitarme", "quitarse").
const INFINITIVE = /[aei]r(?:me|te|se|lo|la|le|los|las|les|nos)?$/;

function wordMatches(t: Token, a: Alternative): boolean {
  if (a.prefix) {
    if (t.norm.startsWith(a.word) || t.lemma.startsWith(a.word)) return true;
    // "suicdal" still starts like "suicid"; only long stems, only unknown words, and not a real word of its own
    // ("inyectada" is injected, not "infectada").
    if (REAL_STEMS.some((s) => t.norm.startsWith(s) && !a.word.startsWith(s))) return false;
    return t.unknown && a.word.length >= 6 && editDistance(t.norm.slice(0, a.word.length), a.word, 1) <= 1;
  }
  if (t.norm === a.word || t.lemma === a.word || t.lemma === a.lemma) return true;
  if (a.word.length >= 4 && t.stem === a.stem) return true;
  const edits = allowedEdits(a.word.length);
  // A typo keeps the word's grammar: a Spanish infinitive ("no despertar", to not wake) is another form of the
  // verb, not a misspelt "no despierta" (does not wake), and the reverse.
  if (INFINITIVE.test(t.norm) !== INFINITIVE.test(a.word) && t.norm.slice(0, 4) === a.word.slice(0, 4))
    return false;
  if (!t.unknown || edits === 0) return false;
  // A real stem of its own is not a typo of another ("inyecté" is injected, not "infecté").
  if (REAL_STEMS.some((s) => t.norm.startsWith(s) && !a.word.startsWith(s))) return false;
  // A compound is read by its second part: "undereye" shares "under" with "underage", and "eye" is not a typo of
  // "age"; the rest may carry one typo ("undereage"), or more when it is long enough for them.
  const head = COMPOUND_HEADS.find((h) => t.norm.startsWith(h) && a.word.startsWith(h));
  if (head) {
    const rest = a.word.slice(head.length);
    const allowed = rest.length < 3 ? 0 : Math.max(1, allowedEdits(rest.length));
    return allowed > 0 && editDistance(t.norm.slice(head.length), rest, allowed) <= allowed;
  }
  return editDistance(t.norm, a.word, edits) <= edits;
}

// Each token is compared with the whole vocabulary once: exact forms through an index, then "*" prefixes, then
// (unknown words only) typo distance. The set is kept per token, so every pattern after that is a lookup.
interface VocabularyIndex {
  size: number;
  exact: Map<string, Alternative[]>;
  stems: Map<string, Alternative[]>;
  prefixes: Alternative[];
  fuzzy: Alternative[];
}
let index: VocabularyIndex | null = null;

function vocabularyIndex(): VocabularyIndex {
  if (index && index.size === compiledWords.size) return index;
  const built: VocabularyIndex = {
    size: compiledWords.size,
    exact: new Map(),
    stems: new Map(),
    prefixes: [],
    fuzzy: [],
  };
  const add = (map: Map<string, Alternative[]>, key: string, a: Alternative) => {
    const list = map.get(key);
    if (!list) map.set(key, [a]);
    else if (!list.includes(a)) list.push(a);
  };
  for (const a of compiledWords.values()) {
    if (a.prefix) {
      built.prefixes.push(a);
      continue;
    }
    add(built.exact, a.word, a);
    add(built.exact, a.lemma, a);
    if (a.word.length >= 4) add(built.stems, a.stem, a);
    if (allowedEdits(a.word.length) > 0) built.fuzzy.push(a);
  }
  index = built;
  return built;
}

const tokenMatches = new WeakMap<Token, Set<Alternative>>();
function matchesOf(t: Token): Set<Alternative> {
  const cached = tokenMatches.get(t);
  if (cached) return cached;
  const idx = vocabularyIndex();
  const found = new Set<Alternative>();
  for (const key of [t.norm, t.lemma]) for (const a of idx.exact.get(key) ?? []) found.add(a);
  // A lemma-to-lemma match ("swelling" → "swell") goes through `exact` too, as alternatives index their lemma.
  for (const a of idx.stems.get(t.stem) ?? []) found.add(a);
  for (const a of idx.prefixes) if (wordMatches(t, a)) found.add(a);
  if (t.unknown) for (const a of idx.fuzzy) if (!found.has(a) && wordMatches(t, a)) found.add(a);
  tokenMatches.set(t, found);
  return found;
}

const slotMatches = (t: Token, slot: Slot) => {
  const found = matchesOf(t);
  return slot.some((a) => found.has(a));
};

/** End index (exclusive) of the pattern matched from `start`, or -1. */
export function matchAt(tokens: Token[], start: number, pattern: Pattern, gap = PHRASE_GAP): number {
  // Past the last word ("…with a pen for $120": the word after the count) nothing matches.
  if (start < 0 || start >= tokens.length || !slotMatches(tokens[start], pattern[0])) return -1;
  let at = start;
  for (let s = 1; s < pattern.length; s++) {
    let found = -1;
    for (let j = at + 1; j <= at + 1 + gap && j < tokens.length; j++) {
      if (tokens[j].sentence !== tokens[start].sentence) break;
      if (slotMatches(tokens[j], pattern[s])) {
        found = j;
        break;
      }
      if (tokens[j].clauseBreak) break;
    }
    if (found < 0) return -1;
    at = found;
  }
  return at + 1;
}

/** A negation cue shortly before `index`, in the same clause, that is not just a hedge ("not sure"). */
export function isNegated(tokens: Token[], index: number): boolean {
  let reach = NEGATION_REACH;
  for (let j = index - 1; j >= 0 && j >= index - reach; j--) {
    const t = tokens[j];
    if (t.sentence !== tokens[index].sentence || t.clauseBreak) return false;
    // "no chest pain or shortness of breath": the negation carries across "or", never across "and".
    if (COORDINATORS.includes(t.norm)) reach += NEGATION_REACH;
    if (NEGATION_CUES.includes(t.norm) || NEGATION_CUES.includes(t.lemma)) {
      const next = tokens[j + 1];
      return !(next && j + 1 !== index && HEDGES.includes(next.norm));
    }
  }
  return false;
}

interface CompiledPhrase {
  pattern: Pattern;
  negatable: boolean;
  /** Words must be adjacent. */
  tight: boolean;
}

interface CompiledConcept {
  concept: Concept;
  phrases: CompiledPhrase[];
  /** Phrases by the words that can start them, so a token only tries the phrases it could begin. */
  byFirstWord: Map<Alternative, CompiledPhrase[]>;
  near: { groups: Pattern[][]; window: number; unless: Pattern[]; negatable: boolean; firm: boolean }[];
  unless: Pattern[];
}

export function compileConcept(concept: Concept): CompiledConcept {
  const compiled = compileParts(concept);
  const byFirstWord = new Map<Alternative, CompiledPhrase[]>();
  for (const phrase of compiled.phrases) {
    for (const a of phrase.pattern[0]) byFirstWord.set(a, [...(byFirstWord.get(a) ?? []), phrase]);
  }
  return { ...compiled, byFirstWord };
}

function compileParts(concept: Concept): Omit<CompiledConcept, 'byFirstWord'> {
  return {
    concept,
    // A leading "!" marks a phrasing that a negation before it does not cancel: "can't keep living like this".
    phrases: (concept.phrases ?? []).map((p) => ({
      pattern: compilePattern(p.replace(/^[!=]/, '')),
      negatable: !p.startsWith('!'),
      tight: p.startsWith('='),
    })),
    near: (concept.near ?? []).map((rule) => ({
      groups: rule.groups.map((g) => g.map(compilePattern)),
      window: rule.window,
      unless: (rule.unless ?? []).map(compilePattern),
      negatable: rule.negatable !== false,
      firm: rule.firm === true,
    })),
    unless: (concept.unless ?? []).map(compilePattern),
  };
}

export function containsPattern(tokens: Token[], patterns: Pattern[], sentence?: number): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (sentence !== undefined && tokens[i].sentence !== sentence) continue;
    if (patterns.some((p) => matchAt(tokens, i, p) > 0)) return true;
  }
  return false;
}

/**
 * Whether the concept is present and not negated; the first matching token's index, or -1. `accept` can turn
 * a match down by its position (a clause about the past), and the search goes on past it.
 */
export function findConcept(
  tokens: Token[],
  c: CompiledConcept,
  accept: (index: number) => boolean = () => true,
): number {
  return matchConcept(tokens, c, accept).at;
}

export interface ConceptMatch {
  /** The first matching token's index, or -1. */
  at: number;
  /**
   * A specific match: a phrasing of two words or more ("soaked through", "can't breathe") or words found
   * together by a proximity rule, rather than one word alone ("dying", "purple") that many harmless messages use.
   */
  specific: boolean;
  /** Matched by a rule the learned screen does not overrule (what happened, told in full: a goodbye act). */
  firm?: boolean;
}

/** findConcept, and whether what matched was specific. */
export function matchConcept(
  tokens: Token[],
  c: CompiledConcept,
  accept: (index: number) => boolean = () => true,
): ConceptMatch {
  for (let i = 0; i < tokens.length; i++) {
    const starting = new Set<CompiledPhrase>();
    for (const a of matchesOf(tokens[i])) for (const p of c.byFirstWord.get(a) ?? []) starting.add(p);
    for (const p of starting) {
      if (
        matchAt(tokens, i, p.pattern, p.tight ? 0 : PHRASE_GAP) <= 0 ||
        (p.negatable && isNegated(tokens, i))
      )
        continue;
      if (!(c.unless.length > 0 && containsPattern(tokens, c.unless, tokens[i].sentence)) && accept(i))
        return { at: i, specific: p.pattern.length >= 2 };
    }
  }
  for (const rule of c.near) {
    // Positions of every group's words that are not themselves negated.
    // A group with no word in the message ends the rule: the groups after it are not searched.
    const hits: number[][] = [];
    for (const group of rule.groups) {
      const at: number[] = [];
      for (let i = 0; i < tokens.length; i++) {
        if (group.some((p) => matchAt(tokens, i, p) > 0) && !(rule.negatable && isNegated(tokens, i)))
          at.push(i);
      }
      if (at.length === 0) break;
      hits.push(at);
    }
    if (hits.length < rule.groups.length) continue;
    for (const anchor of hits[0]) {
      const sentence = tokens[anchor].sentence;
      const close = hits.every((h) =>
        h.some((i) => tokens[i].sentence === sentence && Math.abs(i - anchor) <= rule.window),
      );
      if (
        close &&
        !(rule.unless.length > 0 && containsPattern(tokens, rule.unless, sentence)) &&
        !(c.unless.length > 0 && containsPattern(tokens, c.unless, sentence)) &&
        accept(anchor)
      )
        return { at: anchor, specific: rule.groups.length >= 2, firm: rule.firm };
    }
  }
  return { at: -1, specific: false };
}
