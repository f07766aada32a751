// Streams an NPPES file into the directory in constant memory: a CSV parser over a file stream, rows decided one by
// one, written in transactional batches with the byte offset reached. Running it again on the same file (and
// filters) after a crash continues from the last committed batch.
import { createReadStream } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { type Options, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations, nppesImports } from '../../db/schema';
import { clearMicroCaches } from '../../http/micro-cache';
import { milesBetween } from '../../places';
import { columnReader, NppesHeaderError } from './columns';
import { type CutField, decideRow, type RegistryProvider, type RowFilter, type SkipReason } from './map-row';
import { type Checkpoint, writeRegistryBatch } from './write-batch';

export interface ImportOptions extends RowFilter {
  file: string;
  /** Rows read per committed batch (the checkpoint moves once per batch). */
  batchRows?: number;
  onProgress?: (p: Progress) => void;
  /** For tests: stop reading (as a crash would) after this many rows of this run. */
  crashAfterRows?: number;
}

export interface Progress {
  rows: number;
  /** Rows and bytes read by this process (a resumed run starts part-way): rates and ETA come from these. */
  rowsThisRun: number;
  bytesThisRun: number;
  kept: number;
  hidden: number;
  skipped: number;
  bytesDone: number;
  fileSize: number;
  seconds: number;
}

export interface ImportResult extends Progress {
  runId: string;
  resumedFromRow: number;
  skippedBy: Record<SkipReason, number>;
  /** Kept rows (of this run) with a field longer than the directory keeps, and how often each field was cut. */
  cut: { rows: number; fields: Partial<Record<CutField, number>> };
}

const CSV_OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  // CMS writes CRLF; files re-saved on Linux (and the weekly files) may use LF.
  record_delimiter: ['\r\n', '\n'],
  info: true,
};
const METRO_RADIUS_MILES = 60;

export class SimulatedCrash extends Error {}

async function readHeader(file: string) {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(256 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    const firstLine = text.slice(0, text.search(/\r?\n/) === -1 ? text.length : text.search(/\r?\n/));
    const [header] = parseSync(firstLine, { bom: true }) as string[][];
    if (!header) throw new NppesHeaderError('The file is empty.');
    return header;
  } finally {
    await handle.close();
  }
}

/** Finds a metro within reach of each practice (for /location pages); cached per ZIP. */
async function metroFinder(db: Database) {
  const metros = await db
    .select({ id: locations.id, latitude: locations.latitude, longitude: locations.longitude })
    .from(locations);
  const byZip = new Map<string, string | null>();
  return (p: RegistryProvider) => {
    const cached = byZip.get(p.zip);
    if (cached !== undefined) return cached;
    let best: { id: string; miles: number } | null = null;
    for (const m of metros) {
      const miles = milesBetween(p, m);
      if (miles <= METRO_RADIUS_MILES && (!best || miles < best.miles)) best = { id: m.id, miles };
    }
    byZip.set(p.zip, best?.id ?? null);
    return best?.id ?? null;
  };
}

async function findOrStartRun(db: Database, fileKey: string, fileSize: number) {
  const [open] = await db
    .select()
    .from(nppesImports)
    .where(and(eq(nppesImports.fileKey, fileKey), eq(nppesImports.status, 'running')))
    .orderBy(desc(nppesImports.startedAt))
    .limit(1);
  if (open) return open;
  const [run] = await db.insert(nppesImports).values({ fileKey, fileSize }).returning();
  return run;
}

export async function importNppesFile(db: Database, options: ImportOptions): Promise<ImportResult> {
  const path = await realpath(options.file);
  const { size } = await stat(path);
  const filters = `states=${[...(options.states ?? [])].sort().join(',')};since=${options.since ?? ''}`;
  const run = await findOrStartRun(db, `${path}|${size}|${filters}`, size);
  const header = await readHeader(path);
  const read = columnReader(header);
  const metroOf = await metroFinder(db);
  const batchRows = options.batchRows ?? 5000;

  const state: Checkpoint = {
    runId: run.id,
    bytesDone: run.bytesDone,
    rowsDone: run.rowsDone,
    kept: run.kept,
    hidden: run.hidden,
    skipped: run.skipped,
  };
  const resumedFromRow = run.rowsDone;
  const skippedBy: Record<SkipReason, number> = {
    taxonomy: 0,
    organization: 0,
    state: 0,
    since: 0,
    unplaced: 0,
  };
  const cut: ImportResult['cut'] = { rows: 0, fields: {} };
  const started = Date.now();
  const progress = (): Progress => ({
    rows: state.rowsDone,
    rowsThisRun: state.rowsDone - run.rowsDone,
    bytesThisRun: state.bytesDone - run.bytesDone,
    kept: state.kept,
    hidden: state.hidden,
    skipped: state.skipped,
    bytesDone: state.bytesDone,
    fileSize: size,
    seconds: (Date.now() - started) / 1000,
  });

  // A fresh run starts at 0 and reads the header as its first record; a resumed one starts at a record boundary.
  const startAt = run.bytesDone;
  const parser = createReadStream(path, { start: startAt, highWaterMark: 1 << 20 }).pipe(parse(CSV_OPTIONS));
  let keep: (RegistryProvider & { locationId: string | null })[] = [];
  let hide: string[] = [];
  let inBatch = 0;
  let readThisRun = 0;
  let headerSeen = false;
  let pending = { ...state };

  const flush = async () => {
    await writeRegistryBatch(db, keep, hide, pending);
    Object.assign(state, pending);
    keep = [];
    hide = [];
    inBatch = 0;
    clearMicroCaches();
    options.onProgress?.(progress());
  };

  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { bytes: number };
    }>) {
      const bytesDone = startAt + info.bytes;
      if (startAt === 0 && !headerSeen) {
        headerSeen = true;
        pending = { ...pending, bytesDone };
        continue;
      }
      readThisRun++;
      if (options.crashAfterRows !== undefined && readThisRun > options.crashAfterRows) {
        throw new SimulatedCrash(`stopped after ${options.crashAfterRows} rows`);
      }
      const decision = decideRow(read(record), options);
      pending = { ...pending, bytesDone, rowsDone: pending.rowsDone + 1 };
      if (decision.action === 'keep') {
        keep.push({ ...decision.provider, locationId: metroOf(decision.provider) });
        pending.kept++;
        if (decision.cut.length > 0) {
          cut.rows++;
          for (const field of decision.cut) cut.fields[field] = (cut.fields[field] ?? 0) + 1;
        }
      } else if (decision.action === 'hide') {
        hide.push(decision.npi);
        pending.hidden++;
      } else {
        skippedBy[decision.reason]++;
        pending.skipped++;
      }
      if (++inBatch >= batchRows) await flush();
    }
    await flush();
  } finally {
    parser.destroy();
  }
  await db
    .update(nppesImports)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(nppesImports.id, run.id));
  return { ...progress(), runId: run.id, resumedFromRow, skippedBy, cut };
}
