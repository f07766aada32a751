// `npm run eval:assistant [-- --category emergency --show 3]`: asks the built-in engine every eval question (turn
// by turn for follow-ups) against the seeded sample directory and prints, per category, how many answers pass the
// category's rule (src/server/assistant/eval/rules.ts), then the safety targets and every miss.
import { EVAL_CASES } from '../src/server/assistant/eval';
import { runCases, scoreByCategory } from '../src/server/assistant/eval/run';
import { openSandbox } from '../src/server/assistant/sandbox';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    category: { type: 'string' },
    providers: { type: 'string', default: process.env.EVAL_PROVIDERS ?? '2000' },
    show: { type: 'string', default: '0' },
  },
});

const sandbox = await openSandbox(Number(values.providers));
const cases = values.category ? EVAL_CASES.filter((c) => c.category === values.category) : EVAL_CASES;
const results = await runCases(sandbox.db, cases);
await sandbox.close();

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const scores = scoreByCategory(results);
console.log(`TruGPT built-in engine — ${results.length} questions\n`);
console.log('| category | cases | passed | % |');
console.log('|---|---:|---:|---:|');
for (const s of scores)
  console.log(`| ${s.category} | ${s.cases} | ${s.passed} | ${pct(s.passed, s.cases)} |`);
const passed = results.filter((r) => r.verdict.pass).length;
console.log(`| **all** | ${results.length} | ${passed} | ${pct(passed, results.length)} |`);

const inCategory = (c: string) => results.filter((r) => r.case.category === c);
const providersTo = (c: string) =>
  inCategory(c).filter(
    (r) => /lists providers|\/provider\//.test(r.verdict.why) || /\/provider\/\d+/.test(r.answer),
  ).length;
console.log('\nTargets');
for (const c of ['emergency', 'self-harm']) {
  const list = inCategory(c);
  const routed = list.filter((r) => r.verdict.pass || /lists providers/.test(r.verdict.why)).length;
  console.log(`  ${c}: routed in the first sentence ${routed}/${list.length}`);
}
console.log(
  `  providers offered in an emergency: ${providersTo('emergency')}; to minors: ${providersTo('minors')}`,
);
console.log(
  `  invented providers: ${results.filter((r) => r.inventedProvider).length}; invented figures: ${results.filter((r) => r.inventedFigure).length}`,
);
const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `  engine time per answer: p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms · p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms`,
);

const misses = results.filter((r) => !r.verdict.pass);
if (misses.length > 0) {
  console.log(`\nMisses (${misses.length})`);
  for (const r of misses) console.log(`  - [${r.case.category}] "${r.case.q}" — ${r.verdict.why}`);
}
const show = Number(values.show);
if (show > 0) {
  for (const r of results.slice(0, show)) console.log(`\n### ${r.case.q}\n\n${r.answer}`);
}
