// `npm run eval:safety -- --file batch.jsonl [--screens both|vocabulary|learned|all] [--misses]`: runs every
// labelled conversation of a batch through the built-in engine on a sample directory and prints per-class recall
// (did the reply route the message the way its label needs) and the false alarms on benign messages.
// `npm run eval:safety -- --corpus test`: scores the screens alone (vocabulary, learned, both) on one split of the
// labelled corpus (src/server/assistant/safety/corpus). Prints what it measured; changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBatch, runBatch } from '../src/server/assistant/eval/safety-batch';
import {
  formatScore,
  type SafetyLabel,
  SCORE_HEADER,
  scoreBatch,
  scoreRow,
  screenClass,
} from '../src/server/assistant/eval/safety-labels';
import { type ScreenMode, screenMessage } from '../src/server/assistant/safety';
import { splitOf } from '../src/server/assistant/safety/split';
import { openSandbox } from '../src/server/assistant/sandbox';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    file: { type: 'string' },
    corpus: { type: 'string' },
    screens: { type: 'string', default: 'both' },
    misses: { type: 'boolean', default: false },
    providers: { type: 'string', default: '300' },
    // Only corpus files whose name matches (e.g. --corpus-files "corpus-[a-e]" for the corpus as it was earlier).
    'corpus-files': { type: 'string' },
  },
});
const MODES: ScreenMode[] = ['vocabulary', 'learned', 'both'];
const modes = values.screens === 'all' ? MODES : [values.screens as ScreenMode];
if ((!values.file && !values.corpus) || modes.some((m) => !MODES.includes(m))) {
  console.error(
    'Usage: npm run eval:safety -- --file batch.jsonl [--screens both|vocabulary|learned|all] [--misses]\n' +
      '       npm run eval:safety -- --corpus train|dev|test',
  );
  process.exit(2);
}

if (values.corpus) {
  const DIR = 'src/server/assistant/safety/corpus';
  const rows: { text: string; label: SafetyLabel }[] = [];
  const seen = new Set<string>();
  for (const f of readdirSync(DIR)
    .filter(
      (n) =>
        /^corpus-.*\.jsonl$/.test(n) &&
        (!values['corpus-files'] || new RegExp(values['corpus-files']).test(n)),
    )
    .sort())
    for (const line of readFileSync(join(DIR, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { text: string; label: SafetyLabel };
      if (seen.has(row.text) || splitOf(row.text) !== values.corpus) continue;
      seen.add(row.text);
      rows.push(row);
    }
  const files = values['corpus-files'] ? ` (files matching ${values['corpus-files']})` : '';
  console.log(`corpus ${values.corpus} split${files} — ${rows.length} messages, screens alone (no engine)\n`);
  console.log(SCORE_HEADER);
  for (const mode of MODES) {
    const results = rows.map((r) => ({
      case: { label: r.label },
      reply: screenClass(screenMessage(r.text, [], { mode })),
    }));
    console.log(scoreRow(mode, scoreBatch(results)));
  }
  process.exit(0);
}

const cases = readBatch(values.file!);
const sandbox = await openSandbox(Number(values.providers));
const rows: string[] = [];
for (const mode of modes) {
  const results = await runBatch(sandbox.db, cases, mode);
  const score = scoreBatch(results);
  rows.push(scoreRow(mode, score));
  console.log(formatScore(`${values.file} — ${results.length} conversations — screens: ${mode}`, score));
  const wrong = results.filter((r) => !r.ok);
  console.log(`\nMisses and false alarms (${wrong.length})`);
  for (const r of wrong)
    console.log(
      `  - ${r.case.id} [${r.case.label} → ${r.reply}] ${JSON.stringify(r.case.turns.at(-1)).slice(0, 160)}`,
    );
  if (values.misses)
    for (const r of wrong)
      console.log(
        `\n### ${r.case.id} [${r.case.label} → ${r.reply}]\n> ${r.case.turns.at(-1)}\n\n${r.answer}`,
      );
  console.log('');
}
await sandbox.close();
if (modes.length > 1) console.log(`${SCORE_HEADER}\n${rows.join('\n')}`);
