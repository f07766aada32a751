import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Every word of every provider's and practice's name (name_words), held in memory with a trigram index, so that
 * a typed word finds the name words it stands for without a statement of its own: a name search reads the word
 * count (name_word_count, one row) in its own first statement, and the words are read again when it has changed.
 * Words are only ever added, so an unchanged count means an unchanged set.
 *
 * The matching is pg_trgm's: lower-case words of letters and digits, each padded with two spaces before and one
 * after, cut into distinct trigrams; similarity is the trigrams two strings share over the trigrams either has.
 */
export interface NameVocabulary {
  count: number;
  /** Sorted, for reading the words a typed word starts. */
  words: string[];
  /** Each word's number of distinct trigrams. */
  sizes: Uint16Array;
  /** Trigram → the indexes (into words) of the words that have it. */
  postings: Map<string, number[]>;
}

/** pg_trgm's distinct trigrams of a string. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...Array.from(word), ' '];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
  }
  return found;
}

/** pg_trgm's similarity(), computed as it does in single precision. */
export const trigramSimilarity = (shared: number, sizeA: number, sizeB: number) =>
  sizeA + sizeB - shared === 0 ? 0 : Math.fround(shared / (sizeA + sizeB - shared));

export function buildVocabulary(words: string[], count = words.length): NameVocabulary {
  // In UTF-16 code-unit order, which is code-point order (the C collation's) for every name word.
  const sorted = [...words].sort();
  const sizes = new Uint16Array(sorted.length);
  const postings = new Map<string, number[]>();
  sorted.forEach((word, i) => {
    const grams = trigrams(word);
    sizes[i] = grams.size;
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) list.push(i);
      else postings.set(gram, [i]);
    }
  });
  return { count, words: sorted, sizes, postings };
}

/** The first index whose word is not before `word` in sorted order. */
function lowerBound(words: string[], word: string) {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The name words a typed word stands for, closest first, at most `limit`: itself when a name has it; when it has
 * three letters or more, also the words it starts ("harb" → harbor) and the words spelt like it (similarity at
 * least `minSimilarity`: "smiht" → smith). Ties go to the word first in sorted order.
 */
export function wordsLike(
  vocabulary: NameVocabulary,
  typed: string,
  options: { minSimilarity: number; limit: number },
): string[] {
  const { words, sizes, postings } = vocabulary;
  const at = lowerBound(words, typed);
  const exact = words[at] === typed;
  if (Array.from(typed).length < 3) return exact ? [typed] : [];
  const grams = trigrams(typed);
  const shared = new Map<number, number>();
  for (const gram of grams) for (const i of postings.get(gram) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const min = Math.fround(options.minSimilarity);
  const similarity = (i: number) => trigramSimilarity(shared.get(i) ?? 0, grams.size, sizes[i]);
  const matches = new Set([...shared.keys()].filter((i) => similarity(i) >= min));
  for (let i = at; i < words.length && words[i].startsWith(typed); i++) matches.add(i);
  const found = [...matches].map((i) => ({ i, similarity: similarity(i) }));
  found.sort((a, b) => {
    if (words[a.i] === typed || words[b.i] === typed) return words[a.i] === typed ? -1 : 1;
    return b.similarity - a.similarity || a.i - b.i;
  });
  return found.slice(0, options.limit).map((f) => words[f.i]);
}

/**
 * The name words that are the typed word with two neighbouring letters swapped ("sap" → spa, "gleen" → glene),
 * in the order of the swap's place. Trigrams miss such a slip in a short word: "sap" and "spa" share one of
 * their trigrams; a longer word ("smiht") is usually found by wordsLike as well.
 */
export function wordsSwapped(vocabulary: NameVocabulary, typed: string): string[] {
  const letters = Array.from(typed);
  const found: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join('');
    const at = lowerBound(vocabulary.words, swapped);
    if (vocabulary.words[at] === swapped && !found.includes(swapped)) found.push(swapped);
  }
  return found;
}

const held = new WeakMap<Database, NameVocabulary>();

/** The name words as the database has them now: the copy in memory, read again when the word count has changed. */
export async function nameVocabulary(db: Database): Promise<NameVocabulary> {
  const [{ words: count }] = (await db.execute(sql`select words from name_word_count`)).rows as {
    words: number;
  }[];
  const copy = held.get(db);
  if (copy && copy.count === Number(count)) return copy;
  // The words and their count in one statement, so they agree.
  const [row] = (
    await db.execute(sql`select c.words as count, array(select word from name_words) as words
      from name_word_count c`)
  ).rows as { count: number; words: string[] }[];
  const fresh = buildVocabulary(row.words, Number(row.count));
  held.set(db, fresh);
  return fresh;
}

/** The name words as last read (nameVocabulary), without checking their count; read when none are held yet. */
export async function heldVocabulary(db: Database): Promise<NameVocabulary> {
  return held.get(db) ?? nameVocabulary(db);
}
