import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (an uncompressed tar), for test files to start from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates one PGlite for the whole run and saves its data directory: each test file runs in a process of its
 * own, and loading the saved directory takes about half a second where migrating a new database takes three to
 * five. (On PostgreSQL, TEST_DATABASE_URL, each file creates and migrates its own database in well under one.)
 */
export default async function setup(project: TestProject) {
  // Page rendering and plain form posts are tested on the built app (dist/client, dist/server): a fresh clone
  // builds it here once, as `npm start` and the browser journeys do.
  buildIfStale();
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'truself-test-'));
  const file = path.join(dir, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
