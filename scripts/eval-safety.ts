// `npm run eval:safety -- --file batch.jsonl [--misses]`: runs every labelled conversation of a batch through the
// built-in engine on a sample directory and prints per-class recall (did the reply route the message the way its
// label needs) and the false alarms on benign messages. Prints what it measured; changes nothing.
import { parseArgs } from 'node:util';
import { formatScore, readBatch, runBatch, scoreBatch } from '../src/server/assistant/eval/safety-batch';
import { openSandbox } from '../src/server/assistant/sandbox';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    misses: { type: 'boolean', default: false },
    providers: { type: 'string', default: '300' },
  },
});
if (!values.file) {
  console.error('Usage: npm run eval:safety -- --file path/to/batch.jsonl [--misses]');
  process.exit(2);
}

const cases = readBatch(values.file);
const sandbox = await openSandbox(Number(values.providers));
const results = await runBatch(sandbox.db, cases);
await sandbox.close();

console.log(formatScore(`${values.file} — ${results.length} conversations`, scoreBatch(results)));
const wrong = results.filter((r) => !r.ok);
console.log(`\nMisses and false alarms (${wrong.length})`);
for (const r of wrong)
  console.log(
    `  - ${r.case.id} [${r.case.label} → ${r.reply}] ${JSON.stringify(r.case.turns.at(-1)).slice(0, 160)}`,
  );
if (values.misses)
  for (const r of wrong)
    console.log(`\n### ${r.case.id} [${r.case.label} → ${r.reply}]\n> ${r.case.turns.at(-1)}\n\n${r.answer}`);
