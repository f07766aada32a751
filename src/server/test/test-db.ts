import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

/** The run's migrated template (global-setup.ts), or a database migrated here when run outside that setup. */
async function migratedPglite(): Promise<PGlite> {
  const template = inject('pgliteTemplate');
  if (template) {
    return PGlite.create({ loadDataDir: await openAsBlob(template), extensions: pgliteExtensions });
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(wrapPglite(client));
  return client;
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
