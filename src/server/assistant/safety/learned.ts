// The learned second screen: a multinomial logistic regression over hashed character and word n-grams
// (features.ts), trained by scripts/train-safety.ts on the labelled corpus in ./corpus and committed as
// learned-model.json (int8 weights, one scale per class). Loaded once per process. Emergencies, urgent symptoms and
// crises are raised together: when their summed probability reaches the threshold set on the development split
// for recall and outweighs "none", the likeliest of the three is raised (a message torn between "emergency" and
// "urgent" is still one that needs care today). Eating disorders and body-image distress each have their own
// threshold.
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

export interface LearnedModelFile {
  featureBits: number;
  classes: LearnedClass[];
  bias: number[];
  scale: number[];
  /** Base64 of DIMENSION × classes int8 weights, feature-major. */
  weights: string;
  thresholds: Partial<Record<LearnedClass, number>>;
  /** The summed probability of emergency + urgent + crisis at which one of them is raised. */
  harmThreshold?: number;
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
  harmThreshold: number;
}

const DEFAULT_HARM = 0.35;

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
    harmThreshold: file.harmThreshold ?? DEFAULT_HARM,
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

/** How far eating disorder or body image must lead "none" to be raised. */
const MARGIN = 0.05;

/** The probability of crisis at which a message raised for another reason is answered as a crisis. */
export const CRISIS_BESIDE = 0.25;

/** How much of "none" the three together must reach: a little less than all of it, for recall. */
const HARM_OVER_NONE = 0.8;
/** How much of urgent's probability emergency must reach to be the one raised. */
const EMERGENCY_OVER_URGENT = 0.75;

/**
 * The class raised for a message: one of emergency, urgent and crisis when together they reach `harm` and
 * outweigh "none" (the likeliest of the three; emergency over urgent when nearly as likely), else eating disorder or body image when
 * its probability reaches its threshold and leads "none", else none.
 */
export function decide(
  p: Record<LearnedClass, number>,
  thresholds: Partial<Record<LearnedClass, number>> = model.thresholds,
  harm: number = model.harmThreshold,
  overNone: number = HARM_OVER_NONE,
  extra = 0,
): LearnedClass {
  const distress = (['eating_disorder', 'body_image'] as LearnedClass[]).filter(
    (c) => p[c] >= (thresholds[c] ?? 0.5) + extra && p[c] >= p.none + MARGIN,
  );
  // Distress about eating or appearance with a real share of crisis in it is answered as a crisis.
  const asDistress = (c: LearnedClass) => (p.crisis >= CRISIS_BESIDE + extra ? 'crisis' : c);
  // Eating or appearance distress that is likelier than each of the three is that, not a spread-out "harm".
  const top = distress.find((c) => p[c] >= Math.max(p.crisis, p.emergency, p.urgent));
  if (top) return asDistress(top);
  const sum = p.crisis + p.emergency + p.urgent;
  if (sum >= harm && sum >= overNone * p.none) {
    // A harm spread thin over the three loses to eating or appearance distress likelier than each of them.
    const rival = (['eating_disorder', 'body_image'] as LearnedClass[]).find(
      (c) => p[c] >= (thresholds[c] ?? 0.5) + extra && p[c] >= Math.max(p.crisis, p.emergency, p.urgent),
    );
    if (rival) return asDistress(rival);
    if (p.crisis >= Math.max(p.emergency, p.urgent)) return 'crisis';
    // Torn between the two, the more severe: a message that may be an emergency is answered as one.
    return p.emergency >= EMERGENCY_OVER_URGENT * p.urgent ? 'emergency' : 'urgent';
  }
  return distress.length > 0 ? asDistress(distress[0]) : 'none';
}

/** How sure the learned screen is that a message needs nothing: the probability of "none". */
export const noneProbability = (v: LearnedVerdict) => v.probabilities.none;

// A short message gives the n-grams little to go on (and is where the vocabulary is surest), so the learned
// screen asks more of it there: the three together must outweigh "none" and clear a higher threshold.
export const SHORT_WORDS = 12;
const SHORT_EXTRA = 0.25;

export function classify(reading: Reading): LearnedVerdict {
  const p = probabilities(reading);
  const words = reading.tokens.filter((t) => /[a-z]/.test(t.norm)).length;
  const short = words < SHORT_WORDS;
  return {
    label: decide(
      p,
      model.thresholds,
      model.harmThreshold + (short ? SHORT_EXTRA : 0),
      short ? 1 : HARM_OVER_NONE,
      // …and so do eating and appearance distress, and a crisis read beside them.
      short ? SHORT_EXTRA : 0,
    ),
    probabilities: p,
  };
}
