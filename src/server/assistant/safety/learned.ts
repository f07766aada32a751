// The learned second screen: a multinomial logistic regression over hashed character and word n-grams
// (features.ts), trained by scripts/train-safety.ts on the labelled corpus in ./corpus and committed as
// learned-model.json (int8 weights, one scale per class). Loaded once per process. A class is raised when its
// probability reaches the threshold set on the development split for recall; the most severe class raised wins.
import { DIMENSION, featurize, FEATURE_BITS } from './features';
import modelFile from './learned-model.json';
import type { Reading } from './reading';

export const LEARNED_CLASSES = [
  'emergency',
  'urgent',
  'crisis',
  'eating_disorder',
  'body_image',
  'none',
] as const;
export type LearnedClass = (typeof LEARNED_CLASSES)[number];
/** The order classes are checked in: the most severe first. */
const SEVERITY: LearnedClass[] = ['crisis', 'emergency', 'urgent', 'eating_disorder', 'body_image'];

export interface LearnedModelFile {
  featureBits: number;
  classes: LearnedClass[];
  bias: number[];
  scale: number[];
  /** Base64 of DIMENSION × classes int8 weights, feature-major. */
  weights: string;
  thresholds: Partial<Record<LearnedClass, number>>;
  trainedOn?: Record<string, unknown>;
}

export interface LearnedVerdict {
  label: LearnedClass;
  /** Probability of each class. */
  probabilities: Record<LearnedClass, number>;
}

interface LoadedModel {
  classes: LearnedClass[];
  bias: Float32Array;
  scale: Float32Array;
  weights: Int8Array;
  thresholds: Partial<Record<LearnedClass, number>>;
}

export function loadModel(file: LearnedModelFile): LoadedModel {
  if (file.featureBits !== FEATURE_BITS)
    throw new Error('learned-model.json was trained with other features');
  const bytes = Buffer.from(file.weights, 'base64');
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (weights.length !== DIMENSION * file.classes.length) throw new Error('learned-model.json is truncated');
  return {
    classes: file.classes,
    bias: Float32Array.from(file.bias),
    scale: Float32Array.from(file.scale),
    weights,
    thresholds: file.thresholds,
  };
}

const model = loadModel(modelFile as LearnedModelFile);

/** Class probabilities for a message. */
export function probabilities(reading: Reading, m: LoadedModel = model): Record<LearnedClass, number> {
  const { index, value } = featurize(reading);
  const k = m.classes.length;
  const logits = Array.from(m.bias);
  for (let j = 0; j < index.length; j++) {
    const row = index[j] * k;
    for (let c = 0; c < k; c++) logits[c] += value[j] * m.weights[row + c] * m.scale[c];
  }
  const max = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  const out = {} as Record<LearnedClass, number>;
  m.classes.forEach((c, i) => {
    out[c] = exp[i] / sum;
  });
  return out;
}

/** How far a class must lead "none" to be raised. */
const MARGIN = 0.05;

/** The most severe class whose probability reaches its threshold and leads "none" by MARGIN, or none. */
export function decide(
  p: Record<LearnedClass, number>,
  thresholds: Partial<Record<LearnedClass, number>> = model.thresholds,
): LearnedClass {
  for (const c of SEVERITY) if (p[c] >= (thresholds[c] ?? 0.5) && p[c] >= p.none + MARGIN) return c;
  return 'none';
}

// A short message gives the n-grams little to go on (and is where the vocabulary is surest), so the learned
// screen asks for more confidence there.
const SHORT_WORDS = 15;
const SHORT_MARGIN = 0.25;

export function classify(reading: Reading): LearnedVerdict {
  const p = probabilities(reading);
  const words = reading.tokens.filter((t) => /[a-z]/.test(t.norm)).length;
  const margin = words < SHORT_WORDS ? SHORT_MARGIN : 0;
  const thresholds = Object.fromEntries(
    Object.entries(model.thresholds).map(([c, t]) => [c, Math.min(0.95, (t ?? 0.5) + margin)]),
  );
  return { label: decide(p, thresholds), probabilities: p };
}
