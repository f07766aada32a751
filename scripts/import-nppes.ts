// `npm run import:nppes -- --file npidata_pfile.csv [--states FL,TX] [--since 2026-11-01]`: loads the NPPES NPI
// registry (the monthly full file or a weekly update, same columns) into the directory named by DATABASE_URL, or
// the embedded one in DATA_DIR. Killed or crashed, the same command resumes after the last committed batch.
import { sql } from 'drizzle-orm';
import { buildDeps, openDatabase } from '../src/server/bootstrap';
import { runMigrations } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed';
import { loadEnv } from '../src/server/env';
import { NppesHeaderError } from '../src/server/imports/nppes/columns';
import { importNppesFile, type Progress } from '../src/server/imports/nppes/import-file';
import { isoDate } from '../src/server/imports/nppes/map-row';
import { createLogger } from '../src/server/logger';
import { stateOf } from '../src/server/places';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    file: { type: 'string' },
    states: { type: 'string' },
    since: { type: 'string' },
    'batch-rows': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = loadEnv();
if (!values.file)
  fail('Usage: npm run import:nppes -- --file npidata_pfile.csv [--states FL,TX] [--since 2026-11-01]');
const states = values.states
  ? new Set(
      values.states.split(',').map((s) => stateOf(s)?.code ?? fail(`--states: "${s}" is not a US state.`)),
    )
  : undefined;
const since = values.since
  ? (isoDate(values.since) ?? fail('--since: use a date such as 2026-11-01.'))
  : undefined;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
let lastPrint = 0;
let peakRss = 0;
function report(p: Progress, force = false) {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const now = Date.now();
  if (!force && now - lastPrint < 2000) return;
  lastPrint = now;
  const rate = p.seconds > 0 ? p.rowsThisRun / p.seconds : 0;
  const share = p.fileSize ? p.bytesDone / p.fileSize : 0;
  // ETA from bytes, not rows (the file's row count is unknown until the end), at this process's own pace.
  const byteRate = p.seconds > 0 ? p.bytesThisRun / p.seconds : 0;
  const eta = byteRate > 0 ? (p.fileSize - p.bytesDone) / byteRate : 0;
  process.stdout.write(
    `${(share * 100).toFixed(1)}%  ${fmt(p.rows)} rows  ${fmt(rate)} rows/s  kept ${fmt(p.kept)}  hidden ${fmt(p.hidden)}  skipped ${fmt(p.skipped)}  ETA ${fmt(eta)} s  rss ${fmt(peakRss / 2 ** 20)} MB\n`,
  );
}

async function main() {
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const { handle, release } = await openDatabase(env);
  try {
    await runMigrations(handle);
    const deps = buildDeps({ env, logger, handle });
    // A new database gets the catalogue and metros first (and sample providers only if SEED_PROVIDERS asks).
    await seedIfEmpty(deps, { providers: env.SEED_PROVIDERS });
    const result = await importNppesFile(deps.db, {
      file: values.file!,
      states,
      since,
      batchRows: values['batch-rows'] ? Number(values['batch-rows']) : undefined,
      onProgress: (p) => report(p),
    });
    report(result, true);
    if (result.cut.rows > 0) {
      const fields = Object.entries(result.cut.fields)
        .map(([field, n]) => `${field} ${fmt(n)}`)
        .join(', ');
      console.warn(
        `Warning: ${fmt(result.cut.rows)} kept rows had a field longer than the directory keeps; it was cut to fit (${fields}).`,
      );
    }
    // Fresh statistics so search plans suit the new rows.
    await deps.db.execute(sql`analyze providers`);
    const readNow = result.rowsThisRun;
    console.log(
      `${result.resumedFromRow ? `Resumed after row ${fmt(result.resumedFromRow)}. ` : ''}` +
        `Read ${fmt(readNow)} rows in ${result.seconds.toFixed(1)} s (${fmt(readNow / Math.max(result.seconds, 0.001))} rows/s): ` +
        `${fmt(result.kept)} providers kept, ${fmt(result.hidden)} deactivated hidden, ${fmt(result.skipped)} skipped ` +
        `(this run: ${Object.entries(result.skippedBy)
          .map(([k, v]) => `${k} ${fmt(v)}`)
          .join(', ')}). Peak RSS ${fmt(peakRss / 2 ** 20)} MB.`,
    );
  } finally {
    await handle.close();
    release();
  }
}

main().catch((error) => {
  if (error instanceof NppesHeaderError) fail(error.message);
  console.error(error);
  process.exit(1);
});
