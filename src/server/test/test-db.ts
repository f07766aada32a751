import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

const TEMPLATE_KEY = Symbol.for('truself.test.pgliteTemplate');
type GlobalWithTemplate = typeof globalThis & { [TEMPLATE_KEY]?: Promise<PGlite> };

// Migrating a new PGlite costs seconds; each worker migrates one template and every test file gets a clone.
function migratedTemplate(): Promise<PGlite> {
  const g = globalThis as GlobalWithTemplate;
  g[TEMPLATE_KEY] ??= (async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await runMigrations(wrapPglite(client));
    return client;
  })();
  return g[TEMPLATE_KEY];
}

/**
 * A fresh, migrated, empty database for one test file: a PGlite clone by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await migratedTemplate();
    return wrapPglite((await template.clone()) as PGlite);
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
