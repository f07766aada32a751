// Migrations that change data: each test builds the database as it was before the migration (a copy of the
// migrations folder whose journal stops there), puts rows in, and runs the remaining migrations as a start would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from './client';
import { migrationsFolder, runMigrations } from './migrate';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Raw {
  /** Several statements, no parameters. */
  exec(text: string): Promise<unknown>;
  rows<T>(text: string): Promise<T[]>;
}

/** An empty database on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; raw: Raw }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const handle = wrapPglite(client);
    cleanups.push(() => handle.close());
    return {
      handle,
      raw: {
        exec: (text) => client.exec(text),
        rows: async (text) => (await client.query<never>(text)).rows,
      },
    };
  }
  const name = `truself_migration_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // As in connectPostgres: an idle client losing its connection is replaced, not thrown into the test run.
  pool.on('error', () => {});
  const handle = connectPostgres(url.toString(), 2);
  cleanups.push(async () => {
    await pool.end();
    await handle.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return {
    handle,
    raw: { exec: (text) => pool.query(text), rows: async (text) => (await pool.query(text)).rows },
  };
}

/** A database migrated up to, and without, the migration `tag`. */
async function databaseBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-migrations-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `migration ${tag}`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  const db = await emptyDatabase();
  if (db.handle.kind === 'pglite') await migratePglite(db.handle.db, { migrationsFolder: dir });
  // biome-ignore lint/suspicious/noExplicitAny: same Drizzle PG dialect, different driver type
  else await migratePg(db.handle.db as any, { migrationsFolder: dir });
  return db;
}

describe('0010 one review per account per provider', () => {
  it(
    'keeps each account’s newest review of a provider, recomputes those ratings and enforces it',
    { timeout: 120_000 },
    async () => {
      const { handle, raw } = await databaseBefore('0010_one-review-per-provider');
      await raw.exec(`
      insert into procedure_categories (id, name) values ('surgical', 'Surgical');
      insert into procedures (id, category_id, name) values ('rhinoplasty', 'surgical', 'Rhinoplasty'),
        ('botox', 'surgical', 'Botox');
      insert into "user" (id, name, email) values ('u1', 'Pat', 'pat@example.com'), ('u2', 'Sam', 'sam@example.com');
      insert into providers (id, slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, rating_avg, review_count) overriding system value values
        (1, 'a', 'Ana', 'A', 'Dr. Ana A', 'MD', 'Plastic Surgery', 'A', 'Miami', 'FL', 25.7, -80.2, 4.6, 5),
        (2, 'b', 'Ben', 'B', 'Dr. Ben B', 'MD', 'Plastic Surgery', 'B', 'Miami', 'FL', 25.7, -80.2, 4.0, 2),
        (3, 'c', 'Cy', 'C', 'Dr. Cy C', 'MD', 'Plastic Surgery', 'C', 'Miami', 'FL', 25.7, -80.2, 3.5, 2);
      -- Provider 1: three sample reviews (5, 5, 4), u1 twice (5, then a newer 1) and u2 once (5).
      insert into reviews (id, provider_id, user_id, author_name, procedure_id, rating, worth_it, title, body,
        created_at) values
        ('00000000-0000-4000-8000-000000000001', 1, null, 'S', 'botox', 5, 'worth_it', 't', 'b', '2025-01-01'),
        ('00000000-0000-4000-8000-000000000002', 1, null, 'S', 'botox', 5, 'worth_it', 't', 'b', '2025-01-01'),
        ('00000000-0000-4000-8000-000000000003', 1, null, 'S', 'botox', 4, 'worth_it', 't', 'b', '2025-01-02'),
        ('00000000-0000-4000-8000-000000000004', 1, 'u1', 'P', 'rhinoplasty', 5, 'worth_it', 'old', 'b', '2025-02-01'),
        ('00000000-0000-4000-8000-000000000005', 1, 'u1', 'P', 'botox', 1, 'not_worth_it', 'new', 'b', '2025-03-01'),
        ('00000000-0000-4000-8000-000000000006', 1, 'u2', 'S', 'botox', 5, 'worth_it', 't', 'b', '2025-02-01'),
        -- Provider 2: u1 twice with the same time (the larger id stays); the newer one is hidden.
        ('00000000-0000-4000-8000-000000000007', 2, 'u1', 'P', 'rhinoplasty', 4, 'worth_it', 'a', 'b', '2025-02-01'),
        ('00000000-0000-4000-8000-000000000008', 2, 'u1', 'P', 'botox', 4, 'worth_it', 'b', 'b', '2025-02-01');
      update reviews set hidden = true where id = '00000000-0000-4000-8000-000000000008';
      -- Provider 3: no duplicates; its stored figures are left as they are.
      insert into reviews (id, provider_id, user_id, author_name, procedure_id, rating, worth_it, title, body)
        values ('00000000-0000-4000-8000-000000000009', 3, 'u1', 'P', 'botox', 3, 'worth_it', 't', 'b');
    `);

      await runMigrations(handle);

      const left = await raw.rows<{ id: string }>('select id from reviews order by id');
      expect(left.map((r) => Number(r.id.slice(-1)))).toEqual([1, 2, 3, 5, 6, 8, 9]);
      const ratings = await raw.rows<{ id: number; rating_avg: string; review_count: number }>(
        'select id, rating_avg, review_count from providers order by id',
      );
      // 1: 5, 5, 4, 1, 5 → 4.00 from 5; 2: only the hidden review stays → 0 from 0; 3: untouched.
      expect(ratings.map((r) => [r.id, Number(r.rating_avg), r.review_count])).toEqual([
        [1, 4, 5],
        [2, 0, 0],
        [3, 3.5, 2],
      ]);

      const indexes = await raw.rows<{ indexdef: string }>(
        `select indexdef from pg_indexes where tablename = 'reviews' and indexname like 'reviews_user%'`,
      );
      expect(indexes.map((i) => i.indexdef)).toEqual([
        'CREATE UNIQUE INDEX reviews_user_provider_uq ON public.reviews USING btree (user_id, provider_id)',
      ]);
      await expect(
        raw.exec(`insert into reviews (provider_id, user_id, author_name, procedure_id, rating, worth_it, title, body)
        values (3, 'u1', 'P', 'rhinoplasty', 5, 'worth_it', 't', 'b')`),
      ).rejects.toThrow(/reviews_user_provider_uq/);
      // Sample reviews have no account and stay unlimited.
      await raw.exec(`insert into reviews (provider_id, author_name, procedure_id, rating, worth_it, title, body)
      values (1, 'S', 'botox', 5, 'worth_it', 't', 'b')`);
    },
  );
});

describe('0011 what was checked about a provider', () => {
  it(
    'keeps "verified" only where a check can be named, then derives it from the checks',
    { timeout: 120_000 },
    async () => {
      const { handle, raw } = await databaseBefore('0011_provider-verification-checks');
      await raw.exec(`
      insert into providers (id, slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, verified, source, npi, created_at, updated_at) overriding system value values
        (1, 'sample', 'Ana', 'A', 'Dr. Ana A', 'MD', 'Plastic Surgery', 'A', 'Miami', 'FL', 25.7, -80.2, true,
          'sample', null, '2025-04-05 23:30+00', '2025-06-01 00:00+00'),
        (2, 'sample-unverified', 'Ben', 'B', 'Dr. Ben B', 'MD', 'Plastic Surgery', 'B', 'Miami', 'FL', 25.7, -80.2,
          false, 'sample', null, '2025-04-05', '2025-06-01'),
        (3, 'listing', 'Noor', 'Haddad', 'Noor Haddad', 'NP', 'Medical Spa', 'C', 'Miami', 'FL', 25.7, -80.2, true,
          'listing', null, '2025-04-05', '2025-06-01'),
        (4, 'registry', 'Sofia', 'R', 'Dr. Sofia R', 'MD', 'Plastic Surgery', 'D', 'Miami', 'FL', 25.7, -80.2, false,
          'registry', '1234567890', '2025-04-05', '2025-06-07 12:00+00'),
        (5, 'claimed', 'Cy', 'C', 'Dr. Cy C', 'MD', 'Plastic Surgery', 'E', 'Miami', 'FL', 25.7, -80.2, true,
          'claim', null, '2025-04-05', '2025-06-01');
    `);

      await runMigrations(handle);
      const rows = await raw.rows<{ id: number; verified: boolean; verification: unknown }>(
        'select id, verified, verification from providers order by id',
      );
      expect(rows).toEqual([
        { id: 1, verified: true, verification: { license: '2025-04-05' } },
        { id: 2, verified: false, verification: {} },
        { id: 3, verified: false, verification: {} },
        { id: 4, verified: true, verification: { npi: '2025-06-07' } },
        { id: 5, verified: false, verification: {} },
      ]);

      // "Verified" follows the checks and cannot be set on its own.
      await raw.exec(`update providers set verification = '{"identity": "2026-01-02"}' where id = 3`);
      expect(await raw.rows('select verified from providers where id = 3')).toEqual([{ verified: true }]);
      await expect(raw.exec('update providers set verified = true where id = 2')).rejects.toThrow(/verified/);
      // The "best first" index search orders by is back.
      const indexes = await raw.rows<{ indexname: string }>(
        `select indexname from pg_indexes where tablename = 'providers' and indexname = 'providers_quality_idx'`,
      );
      expect(indexes).toHaveLength(1);
    },
  );
});

describe('0030 registry records say only what the registry says', () => {
  it(
    'clears the defaults on unclaimed registry records, keeps every other profile, and keeps name words',
    { timeout: 120_000 },
    async () => {
      const { handle, raw } = await databaseBefore('0030_registry-facts-not-listed');
      await raw.exec(`
      insert into providers (id, slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, source, npi, owner_user_id, languages, accepting_new_patients)
        overriding system value values
        (1, 'registry', 'Sofia', 'Ramirez', 'Dr. Sofia Ramirez', 'MD', 'Plastic Surgery', 'Sofia Ramirez', 'Miami',
          'FL', 25.7, -80.2, 'registry', '1234567890', null, '{English}', true),
        (2, 'claimed', 'Cy', 'Chen', 'Dr. Cy Chen', 'MD', 'Plastic Surgery', 'Chen Aesthetic Surgery', 'Miami', 'FL',
          25.7, -80.2, 'claim', '1234567891', null, '{English,Spanish}', false),
        (3, 'sample', 'Ana', 'Ruiz', 'Dr. Ana Ruiz', 'MD', 'Dermatology', 'Harbor Aesthetics', 'Miami', 'FL', 25.7,
          -80.2, 'sample', null, null, '{English}', true);
    `);

      await runMigrations(handle);

      const rows = await raw.rows<Record<string, unknown>>(
        `select id, practice_name, practice_name_key, accepting_new_patients, languages, name_words from providers
        order by id`,
      );
      expect(rows).toEqual([
        {
          id: 1,
          practice_name: null,
          practice_name_key: null,
          accepting_new_patients: null,
          languages: [],
          name_words: ['dr', 'sofia', 'ramirez'],
        },
        {
          id: 2,
          practice_name: 'Chen Aesthetic Surgery',
          practice_name_key: 'chen aesthetic surgery',
          accepting_new_patients: false,
          languages: ['English', 'Spanish'],
          name_words: ['dr', 'cy', 'chen', 'chen', 'aesthetic', 'surgery'],
        },
        {
          id: 3,
          practice_name: 'Harbor Aesthetics',
          practice_name_key: 'harbor aesthetics',
          accepting_new_patients: true,
          languages: ['English'],
          name_words: ['dr', 'ana', 'ruiz', 'harbor', 'aesthetics'],
        },
      ]);
      // Name search still finds the registry clinician by name; the practice's words are gone with its name.
      const words = await raw.rows<{ word: string; provider_id: number }>(
        'select word, provider_id from word_providers where provider_id = 1 order by word',
      );
      expect(words.map((w) => w.word)).toEqual(['dr', 'ramirez', 'sofia']);

      // Name words follow a new insert and a rename, with or without a practice name.
      await raw.exec(`
      insert into providers (id, slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, source, accepting_new_patients)
        overriding system value values
        (4, 'new', 'Lena', 'Voss', 'Dr. Lena Voss', 'MD', 'Plastic Surgery', null, 'Denver', 'CO', 39.7, -104.9,
          'registry', null);
      update providers set practice_name = 'Voss Facial Plastics' where id = 1;
    `);
      const after = await raw.rows<{ id: number; name_words: string[] }>(
        'select id, name_words from providers where id in (1, 4) order by id',
      );
      expect(after).toEqual([
        { id: 1, name_words: ['dr', 'sofia', 'ramirez', 'voss', 'facial', 'plastics'] },
        { id: 4, name_words: ['dr', 'lena', 'voss'] },
      ]);
      expect(await raw.rows("select 1 from name_words where word = 'plastics'")).toHaveLength(1);
    },
  );
});
