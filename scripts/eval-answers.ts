// `npm run eval:answers -- --file questions.json [--out transcript.md] [--providers 2000] [--kind timing]`: asks
// the built-in engine every question of a batch (turn by turn when a case has several) against the seeded sample
// directory and writes a readable transcript in Markdown for grading by hand, with the time each full answer took
// (p50/p95 printed at the end). A case may say which page the chat was opened from: a provider page (the provider
// is chosen from the sample directory by its description, e.g. "a dermatologist in Miami who speaks Spanish") or a
// guide page. The file is a JSON array, or an object with a `cases` (or `questions`) array; each case has a
// question (`q`, `question`, `message`, or `turns` for several), and optionally `id`, `kind`, `page` and `good`.
// Every provider an answer links and every dollar figure it states is checked against what TruSelf holds
// (src/server/assistant/eval/facts.ts); what no source holds is flagged in the transcript and counted at the end.
import fs from 'node:fs';
import path from 'node:path';
import { askBatch, readBatch } from '../src/server/assistant/eval/answers';
import { knownFacts, unsupported } from '../src/server/assistant/eval/facts';
import { openSandbox } from '../src/server/assistant/sandbox';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    file: { type: 'string' },
    out: { type: 'string' },
    kind: { type: 'string' },
    providers: { type: 'string', default: process.env.EVAL_PROVIDERS ?? '2000' },
  },
});
if (!values.file) {
  console.error('--file <path> is required (see --help)');
  process.exit(2);
}

const batch = readBatch(fs.readFileSync(values.file, 'utf8'));
const cases = values.kind ? batch.filter((c) => c.kind === values.kind) : batch;
const sandbox = await openSandbox(Number(values.providers));
const results = await askBatch(sandbox.db, cases);
const known = await knownFacts(sandbox.db);
await sandbox.close();
let unknownProviders = 0;
let unknownFigures = 0;

const out =
  values.out ?? path.join('tmp', 'eval-answers', `${path.basename(values.file).replace(/\.json$/, '')}.md`);
fs.mkdirSync(path.dirname(out), { recursive: true });

const times = results.flatMap((r) => r.turns.map((t) => t.ms)).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
const lines: string[] = [
  `# TruGPT built-in engine — ${path.basename(values.file)}`,
  '',
  `${results.length} cases, ${times.length} answers · full answer p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms`,
  '',
];
for (const r of results) {
  lines.push(`## ${r.case.id} · ${r.case.kind ?? 'no kind'}`, '');
  if (r.page) lines.push(`_Page: ${r.page}_`, '');
  if (r.case.good) lines.push(`_Good when: ${r.case.good}_`, '');
  for (const t of r.turns) {
    lines.push(`**Patient:** ${t.question}`, '', `**TruGPT** (${t.ms.toFixed(1)} ms):`, '');
    lines.push(...t.answer.split('\n').map((l) => `> ${l}`), '');
    const asked = r.turns.map((turn) => turn.question).join(' ');
    const check = unsupported(t.answer, known, asked);
    unknownProviders += check.providers.length;
    unknownFigures += check.figures.length;
    if (check.providers.length)
      lines.push(`_Provider not in the directory: ${check.providers.join('; ')}_`, '');
    if (check.figures.length) lines.push(`_Figure found in no source: ${check.figures.join(', ')}_`, '');
  }
}
fs.writeFileSync(out, lines.join('\n'));

const byKind = new Map<string, number>();
for (const r of results) byKind.set(r.case.kind ?? 'none', (byKind.get(r.case.kind ?? 'none') ?? 0) + 1);
console.log(`${results.length} cases (${times.length} answers) → ${out}`);
for (const [kind, n] of [...byKind].sort()) console.log(`  ${kind}: ${n}`);
console.log(`full answer: p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms`);
console.log(
  `providers not in the directory: ${unknownProviders} · dollar figures found in no source: ${unknownFigures}`,
);
