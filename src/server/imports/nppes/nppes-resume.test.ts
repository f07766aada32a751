import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { nppesImports, providers } from '../../db/schema';
import { seedDirectory } from '../../db/seed/directory';
import { createTestContext } from '../../test/test-app';
import { importNppesFile, SimulatedCrash } from './import-file';

const t = await createTestContext();
const FILE = join(import.meta.dirname, 'fixtures', 'npidata-sample.csv');

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
});

it('resumes after a crash from the last committed batch, with no duplicates and no row missed', async () => {
  // The process dies after reading 130 rows: two batches of 50 are committed, the third is lost with it.
  await expect(importNppesFile(t.db, { file: FILE, batchRows: 50, crashAfterRows: 130 })).rejects.toThrow(
    SimulatedCrash,
  );
  const [crashed] = await t.db.select().from(nppesImports);
  expect(crashed).toMatchObject({ status: 'running', rowsDone: 100 });
  const keptBefore = await t.db.$count(providers);
  expect(keptBefore).toBe(crashed.kept);

  const resumed = await importNppesFile(t.db, { file: FILE, batchRows: 50 });
  expect(resumed.resumedFromRow).toBe(100);
  expect(resumed.rowsThisRun).toBe(200);
  expect(resumed.rows).toBe(300);

  // The same totals as one uninterrupted run over the file (the fixture has 142 rows to keep).
  expect(resumed.kept).toBe(142);
  expect(await t.db.$count(providers)).toBe(142);
  const [{ dupes }] = (
    await t.db.execute(sql`select count(*)::int - count(distinct npi)::int as dupes from providers`)
  ).rows as { dupes: number }[];
  expect(dupes).toBe(0);
  const runs = await t.db.select().from(nppesImports);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ status: 'done', rowsDone: 300, kept: 142 });
});
