// The fixed train/dev/test split of the labelled corpus: by a hash of the message text, 70/15/15, so a message
// always lands in the same split and the test split is never seen while training or tuning.
import { fold } from './reading';

export type Split = 'train' | 'dev' | 'test';

export function splitOf(text: string): Split {
  let h = 0x811c9dc5;
  const s = fold(text).trim();
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const bucket = (h >>> 0) % 100;
  return bucket < 70 ? 'train' : bucket < 85 ? 'dev' : 'test';
}
