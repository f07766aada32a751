// `npm run gen:nppes -- --rows 1000000 --out /tmp/npi.csv [--seed 1] [--aesthetic 0.1]`: an NPPES-format file of
// made-up providers for the import and search benchmarks, shaped like the country's directory: surnames as common
// or rare as the census counts them, places in proportion to each state's people (src/server/imports/nppes/national.ts).
// `npm run gen:nppes -- --fixture --out <folder>`: the test fixtures (npidata-sample.csv, npidata-weekly.csv) into
// that folder instead; the committed ones are src/server/imports/nppes/fixtures.
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureRows, weeklyRows } from '../src/server/imports/nppes/fixture-rows';
import { random, writeRows } from '../src/server/imports/nppes/generate';
import { nationalRow } from '../src/server/imports/nppes/national';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
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
    if (!values.out) {
      console.error('Say where to write the fixtures: npm run gen:nppes -- --fixture --out <folder>');
      process.exit(2);
    }
    const dir = values.out;
    mkdirSync(dir, { recursive: true });
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
    for (let i = 0; i < rows; i++) yield nationalRow(rnd, i, mix);
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
