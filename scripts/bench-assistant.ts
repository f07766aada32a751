// `npm run bench:assistant [-- --iterations 500]`: times the built-in engine on the eval questions against a sample
// directory — in the engine alone and through POST /api/trugpt/chat/stream (auth, quota, storage included) —
// and prints p50/p95 to the first streamed byte and to the full answer. Prints figures; never asserts times.
import { createAssistant } from '../src/server/assistant/engine';
import { EVAL_CASES } from '../src/server/assistant/eval-cases';
import { openSandbox } from '../src/server/assistant/sandbox';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  // By default every eval question once, so the figures cover all categories, not just the first ones listed.
  options: { iterations: { type: 'string' }, providers: { type: 'string', default: '2000' } },
});

const sandbox = await openSandbox(Number(values.providers));
const assistant = createAssistant(sandbox.db, null);
const questions = EVAL_CASES.map((c) => c.q).filter((q) => !q.includes('{name:'));
const ITERATIONS = Number(values.iterations ?? questions.length);

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const report = (label: string, first: number[], full: number[]) =>
  console.log(
    `${label.padEnd(28)} first byte p50 ${percentile(first, 50).toFixed(1)} ms · p95 ${percentile(first, 95).toFixed(1)} ms   ` +
      `full answer p50 ${percentile(full, 50).toFixed(1)} ms · p95 ${percentile(full, 95).toFixed(1)} ms`,
  );

async function engineOnce(q: string) {
  const start = performance.now();
  const run = await assistant.run({ message: q, history: [], role: 'general' }, new AbortController().signal);
  let first = 0;
  for await (const _chunk of run.text) if (!first) first = performance.now() - start;
  return { first, full: performance.now() - start };
}

const cookie = await sandbox.signedInCookie();
const conversation = await (await sandbox.request('/api/trugpt/conversations', { json: {}, cookie })).json();

async function apiOnce(q: string) {
  const start = performance.now();
  const res = await sandbox.request('/api/trugpt/chat/stream', {
    json: { message: q, conversationId: conversation.conversation.id },
    cookie,
  });
  const reader = res.body!.getReader();
  let first = 0;
  while (true) {
    const { done } = await reader.read();
    if (!first) first = performance.now() - start;
    if (done) break;
  }
  return { first, full: performance.now() - start };
}

for (const [label, once] of [
  ['engine (in process)', engineOnce],
  ['API stream (in process)', apiOnce],
] as const) {
  for (const q of questions.slice(0, 10)) await once(q); // warm-up
  const first: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = await once(questions[i % questions.length]);
    first.push(t.first);
    full.push(t.full);
  }
  report(label, first, full);
}
console.log(
  `${ITERATIONS} questions each, ${values.providers} sample providers, PGlite in memory. Target: p95 ≤ 50 ms.`,
);
await sandbox.close();
