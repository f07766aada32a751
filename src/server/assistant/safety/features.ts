// The features the learned screen sees, shared by the training script and the screen so both read a message the
// same way: character n-grams of the folded words (3 to 5 letters, so typos and Spanglish still share most of
// their pieces), word unigrams (marked when a negation governs them) and bigrams, and the situation frame's
// "when". Hashed into a fixed number of
// buckets (FNV-1a), weighted 1 each and scaled to unit length.
import { isNegated } from './match';
import type { Reading } from './reading';
import { timeline } from './situation';

export const FEATURE_BITS = 16;
export const DIMENSION = 1 << FEATURE_BITS;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

export function featurize(reading: Reading): SparseVector {
  const kept = reading.tokens
    .map((t, i) => ({ w: t.norm, negated: isNegated(reading.tokens, i) }))
    .filter((t) => /[a-z0-9]/.test(t.w));
  const words = kept.map((t) => t.w);
  const counts = new Map<number, number>();
  const add = (f: string) => {
    const i = fnv1a(f) & (DIMENSION - 1);
    counts.set(i, 1);
  };
  for (let i = 0; i < words.length; i++) {
    // A word under a negation ("no fever") is a different feature from the word itself.
    add(kept[i].negated ? `n:${words[i]}` : `w:${words[i]}`);
    if (i + 1 < words.length) add(`b:${words[i]} ${words[i + 1]}`);
  }
  const text = ` ${words.join(' ')} `;
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= text.length; i++) add(`c:${text.slice(i, i + n)}`);
  add(`when:${timeline(reading).when}`);
  const index = Int32Array.from(counts.keys()).sort();
  const norm = 1 / Math.sqrt(index.length || 1);
  return { index, value: new Float32Array(index.length).fill(norm) };
}
