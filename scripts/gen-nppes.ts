// `npm run gen:nppes -- --rows 1000000 --out /tmp/npi.csv [--seed 1] [--aesthetic 0.1]`: an NPPES-format file of
// made-up providers for the import benchmark. `--fixture` rewrites the committed test fixtures instead.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureRows, weeklyRows } from '../src/server/imports/nppes/fixture-rows';
import { random, randomRow, writeRows } from '../src/server/imports/nppes/generate';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    aesthetic: { type: 'string', default: '0.1' },
    fixture: { type: 'boolean', default: false },
  },
});

async function main() {
  if (values.fixture) {
    const dir = join(import.meta.dirname, '../src/server/imports/nppes/fixtures');
    await writeRows(createWriteStream(join(dir, 'npidata-sample.csv')), fixtureRows());
    await writeRows(createWriteStream(join(dir, 'npidata-weekly.csv')), weeklyRows());
    console.log(`Wrote the fixtures in ${dir}.`);
    return;
  }
  const rows = Number(values.rows);
  if (!values.out || !Number.isInteger(rows) || rows < 1) {
    console.error('Usage: npm run gen:nppes -- --rows 1000000 --out /tmp/npi.csv');
    process.exit(1);
  }
  const rnd = random(Number(values.seed));
  const mix = { aesthetic: Number(values.aesthetic) };
  const started = Date.now();
  function* generate() {
    for (let i = 0; i < rows; i++) yield randomRow(rnd, i, mix);
  }
  await writeRows(createWriteStream(values.out), generate());
  console.log(
    `Wrote ${rows.toLocaleString()} rows to ${values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
