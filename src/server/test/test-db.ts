import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

/** A copy of the run's migrated template (global-setup.ts, which vitest.config.ts runs before the test files). */
async function migratedPglite(): Promise<PGlite> {
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('No migrated PGlite template: run the tests through vitest.config.ts');
  return PGlite.create({ loadDataDir: await openAsBlob(template), extensions: pgliteExtensions });
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite loaded from the run's template by
 * default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return wrapPglite(await migratedPglite());
  }
  const name = `truself_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 4);
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
