// A patient message read word by word, from the one Reading every part of the assistant shares
// (safety/reading.ts): wink-nlp's tokens and English lemmas (so "feels" is the word "feel", never the substring
// "fee", and "cheapest" is "cheap"), accents folded so "recuperación" meets "recuperacion", and the language it is
// written in. Parsed once per message.
import { type Language, read } from './safety/reading';

export type { Language } from './safety/reading';
export { fold, NUMBER_WORDS } from './safety/reading';

export interface Words {
  /** Lower-case tokens without accents, in order. */
  tokens: string[];
  /** The English lemma of each token ("days" → "day", "is" → "be"); the token itself for other words. */
  lemmas: string[];
  /** Tokens and lemmas together, for "does any word mean X" questions. */
  all: Set<string>;
  language: Language;
}

const cache = new Map<string, Words>();

/** The message's words, taken from its Reading. */
export function readWords(text: string): Words {
  const hit = cache.get(text);
  if (hit) return hit;
  const reading = read(text);
  const tokens: string[] = [];
  const lemmas: string[] = [];
  for (const t of reading.tokens) {
    const folded = t.norm.replace(/(?<=[a-z])\.$/, '');
    if (!/[a-z0-9$]/.test(folded)) continue;
    tokens.push(folded);
    lemmas.push(t.lemma.replace(/(?<=[a-z])\.$/, ''));
  }
  const words: Words = { tokens, lemmas, all: new Set([...tokens, ...lemmas]), language: reading.language };
  if (cache.size > 500) cache.clear();
  cache.set(text, words);
  return words;
}

/** Whether a phrase ("how much", "back to work") occurs as consecutive words, matching tokens or lemmas. */
export function hasPhrase(w: Words, phrase: string): boolean {
  const parts = phrase.split(' ');
  if (parts.length === 1) return w.all.has(parts[0]);
  outer: for (let i = 0; i + parts.length <= w.tokens.length; i++) {
    for (let j = 0; j < parts.length; j++) {
      if (w.tokens[i + j] !== parts[j] && w.lemmas[i + j] !== parts[j]) continue outer;
    }
    return true;
  }
  return false;
}

export const hasAny = (w: Words, phrases: readonly string[]) => phrases.some((p) => hasPhrase(w, p));
