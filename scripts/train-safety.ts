// `npm run train:safety`: trains the learned safety screen (src/server/assistant/safety/learned.ts)
// on the labelled corpus in src/server/assistant/safety/corpus/corpus-*.jsonl and writes learned-model.json.
//
// The corpus is split by a hash of each message's text — 70% train, 15% dev, 15% test — before anything is
// trained, so the split never changes as messages are added. Training is a multinomial logistic regression (SGD,
// class-balanced, L2) on the same features the screen computes. On dev, the summed threshold for emergency +
// urgent + crisis is set (the highest that still reaches the recall target, kept between 0.3 and 0.5), and for
// eating disorder and body image each class's own; the test split is scored once and only reported.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DIMENSION,
  FEATURE_BITS,
  featurize,
  type SparseVector,
} from '../src/server/assistant/safety/features';
import {
  decide,
  LEARNED_CLASSES,
  type LearnedClass,
  type LearnedModelFile,
  loadModel,
  probabilities,
} from '../src/server/assistant/safety/learned';
import { read } from '../src/server/assistant/safety/reading';
import { formatScore, routes, scoreBatch } from '../src/server/assistant/eval/safety-labels';
import { splitOf } from '../src/server/assistant/safety/split';
import { EVAL_CASES } from '../src/server/assistant/eval';
import type { Category } from '../src/server/assistant/eval/types';
import { parseCli } from './lib/cli.mjs';

const DIR = 'src/server/assistant/safety/corpus';
const { values } = parseCli(import.meta.url, {
  options: {
    epochs: { type: 'string', default: '60' },
    l2: { type: 'string', default: '1e-4' },
    out: { type: 'string', default: 'src/server/assistant/safety/learned-model.json' },
    // Leaves out corpus files whose name matches, to measure what a file adds (e.g. --without fresh).
    without: { type: 'string' },
  },
});

interface Example {
  text: string;
  label: LearnedClass;
  x: SparseVector;
}

const examples: Example[] = [];
for (const file of readdirSync(DIR)
  .filter((f) => /^corpus-.*\.jsonl$/.test(f) && !(values.without && new RegExp(values.without).test(f)))
  .sort()) {
  readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as { text?: string; label?: string };
      if (!row.text || !LEARNED_CLASSES.includes(row.label as LearnedClass))
        throw new Error(`${file}:${i + 1}: needs text and a label among ${LEARNED_CLASSES.join(', ')}`);
      examples.push({ text: row.text, label: row.label as LearnedClass, x: featurize(read(row.text)) });
    });
}
// The assistant's own eval questions are labelled too: ordinary questions (costs, recovery, places, who is
// asking) are `none`, the self-harm ones `crisis`, appearance distress `body_image`. The emergency category
// mixes emergencies with urgent symptoms, so it stays out.
const EVAL_LABELS: Partial<Record<Category, LearnedClass>> = {
  'self-harm': 'crisis',
  distress: 'body_image',
  'not-emergency': 'none',
  pregnancy: 'none',
  minors: 'none',
  medications: 'none',
  'brand-names': 'none',
  'not-in-catalogue': 'none',
  places: 'none',
  'follow-ups': 'none',
  comparisons: 'none',
  cost: 'none',
  recovery: 'none',
  'off-topic': 'none',
  catalogue: 'none',
};
for (const c of EVAL_CASES) {
  const label = EVAL_LABELS[c.category];
  if (label && !c.q.includes('{name:')) examples.push({ text: c.q, label, x: featurize(read(c.q)) });
}
const split = { train: [] as Example[], dev: [] as Example[], test: [] as Example[] };
const seen = new Set<string>();
for (const e of examples) {
  if (seen.has(e.text)) continue; // a duplicate would sit in one split only anyway; count it once
  seen.add(e.text);
  split[splitOf(e.text)].push(e);
}
console.log(
  `corpus: ${seen.size} messages — train ${split.train.length}, dev ${split.dev.length}, test ${split.test.length}`,
);

// Training.
const K = LEARNED_CLASSES.length;
const W = new Float32Array(DIMENSION * K);
const b = new Float32Array(K);
const counts = LEARNED_CLASSES.map((c) => split.train.filter((e) => e.label === c).length);
const classWeight = counts.map((n) => (n === 0 ? 0 : split.train.length / (K * n)));
let seed = 42;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const epochs = Number(values.epochs);
const l2 = Number(values.l2);
function forward(x: SparseVector): number[] {
  const logits = Array.from(b);
  for (let j = 0; j < x.index.length; j++) {
    const row = x.index[j] * K;
    for (let c = 0; c < K; c++) logits[c] += x.value[j] * W[row + c];
  }
  const max = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - max));
  const sum = exp.reduce((a, v) => a + v, 0);
  return exp.map((v) => v / sum);
}
const order = split.train.map((_, i) => i);
for (let epoch = 0; epoch < epochs; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const lr = 0.5 / (1 + epoch * 0.1);
  let loss = 0;
  for (const i of order) {
    const e = split.train[i];
    const p = forward(e.x);
    const y = LEARNED_CLASSES.indexOf(e.label);
    const w = classWeight[y];
    loss -= w * Math.log(Math.max(p[y], 1e-9));
    for (let c = 0; c < K; c++) {
      const g = w * (p[c] - (c === y ? 1 : 0));
      b[c] -= lr * g * 0.1;
      for (let j = 0; j < e.x.index.length; j++) {
        const at = e.x.index[j] * K + c;
        W[at] -= lr * (g * e.x.value[j] + l2 * W[at]);
      }
    }
  }
  if (epoch % 10 === 9 || epoch === epochs - 1)
    console.log(`epoch ${epoch + 1}: mean loss ${(loss / order.length).toFixed(4)}`);
}

// Quantize to int8, one scale per class.
const scale = LEARNED_CLASSES.map((_, c) => {
  let max = 0;
  for (let f = 0; f < DIMENSION; f++) max = Math.max(max, Math.abs(W[f * K + c]));
  return max / 127 || 1;
});
const q = new Int8Array(DIMENSION * K);
for (let f = 0; f < DIMENSION; f++)
  for (let c = 0; c < K; c++) q[f * K + c] = Math.round(W[f * K + c] / scale[c]);

const file: LearnedModelFile = {
  featureBits: FEATURE_BITS,
  classes: [...LEARNED_CLASSES],
  bias: Array.from(b, (v) => Number(v.toFixed(5))),
  scale: scale.map((v) => Number(v.toPrecision(6))),
  weights: Buffer.from(q.buffer).toString('base64'),
  thresholds: {},
  trainedOn: {},
};
const model = loadModel(file);

// Thresholds on dev: per class, the highest that keeps the class's recall at its target.
const TARGET: Partial<Record<LearnedClass, number>> = {
  eating_disorder: 0.93,
  body_image: 0.9,
};
// Each class also keeps its false alarms on dev's harmless messages to at most MAX_FALSE_ALARMS: the threshold
// is the higher of the two, so the vocabulary screen beside it carries the rest of the recall.
const MAX_FALSE_ALARMS = 0.01;
const devP = split.dev.map((e) => ({ e, p: probabilities(read(e.text), model) }));
const benignDev = devP.filter((d) => d.e.label === 'none');
const thresholds: Partial<Record<LearnedClass, number>> = {};
for (const c of ['eating_disorder', 'body_image'] as LearnedClass[]) {
  const mine = devP.filter((d) => d.e.label === c).map((d) => d.p[c]);
  if (mine.length === 0) {
    thresholds[c] = 0.5;
    continue;
  }
  let forRecall = 0.05;
  for (let t = 0.95; t >= 0.05; t -= 0.01) {
    if (mine.filter((v) => v >= t).length / mine.length >= (TARGET[c] ?? 0.95)) {
      forRecall = t;
      break;
    }
  }
  let forAlarms = 0.95;
  for (let t = 0.05; t <= 0.95; t += 0.01) {
    if (benignDev.filter((d) => d.p[c] >= t).length / Math.max(1, benignDev.length) <= MAX_FALSE_ALARMS) {
      forAlarms = t;
      break;
    }
  }
  thresholds[c] = Number(Math.max(forRecall, forAlarms).toFixed(2));
}
file.thresholds = thresholds;
// Emergency + urgent + crisis, together: the highest summed threshold that still raises HARM_TARGET of them on dev.
const HARM_TARGET = 0.97;
const harmful = devP.filter(
  (d) => d.e.label === 'emergency' || d.e.label === 'urgent' || d.e.label === 'crisis',
);
let harmThreshold = 0.3;
for (let t = 0.5; t >= 0.3; t -= 0.01) {
  const raised = harmful.filter(
    (d) => decide(d.p, thresholds, t) !== 'none' && routes(d.e.label, decide(d.p, thresholds, t)),
  );
  if (raised.length / Math.max(1, harmful.length) >= HARM_TARGET) {
    harmThreshold = t;
    break;
  }
}
file.harmThreshold = Number(harmThreshold.toFixed(2));
file.trainedOn = {
  messages: seen.size,
  train: split.train.length,
  dev: split.dev.length,
  test: split.test.length,
  epochs,
};
writeFileSync(values.out, `${JSON.stringify(file)}\n`);
console.log(`thresholds (dev): ${JSON.stringify(thresholds)}, emergency+urgent+crisis ${file.harmThreshold}`);
console.log(`wrote ${values.out} (${(JSON.stringify(file).length / 1024).toFixed(0)} kB)`);

for (const name of ['dev', 'test'] as const) {
  const results = split[name].map((e) => ({
    case: { label: e.label },
    reply: decide(probabilities(read(e.text), model), thresholds, file.harmThreshold),
  }));
  console.log(`\n${formatScore(`learned screen alone — ${name} split`, scoreBatch(results))}`);
}
