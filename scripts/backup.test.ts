// Back up, change the data, restore, and find exactly the backed-up state — embedded database always, PostgreSQL
// when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions, wrapPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { backup, restore } from './lib/backup-core';
import { createScratchDatabase } from './lib/pg-scratch';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function subscribers(query: Query) {
  return (await query('select email from newsletter_subscribers order by email')).rows.map((r) => r.email);
}

function writeUpload(dataDir: string, name: string, text: string) {
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', name), text);
}

describe('embedded database', () => {
  it('restores exactly what was backed up, keeping the replaced data aside', async () => {
    const dataDir = path.join(work, 'pglite-data');
    let client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    await runMigrations(wrapPglite(client));
    await client.exec(`insert into newsletter_subscribers (email) values ('kept@example.com')`);
    await client.close();
    writeUpload(dataDir, 'avatar.txt', 'before');

    const out = path.join(work, 'pglite-backup');
    expect((await backup({ dataDir, out })).kind).toBe('pglite');
    // Only its owner can read a backup.
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(out))
      expect(fs.statSync(path.join(out, file)).mode & 0o777).toBe(0o600);

    client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    await client.exec(
      `delete from newsletter_subscribers; insert into newsletter_subscribers (email) values ('later@example.com')`,
    );
    await client.close();
    writeUpload(dataDir, 'avatar.txt', 'after');

    const { movedAside } = await restore({ dataDir, from: out });
    client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    expect(await subscribers((t) => client.query(t))).toEqual(['kept@example.com']);
    // The search extensions came back with the data.
    expect((await client.query(`select similarity('smith', 'smiht') > 0 as ok`)).rows).toEqual([
      { ok: true },
    ]);
    await client.close();
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'avatar.txt'), 'utf8')).toBe('before');
    expect(fs.readFileSync(path.join(movedAside as string, 'uploads', 'avatar.txt'), 'utf8')).toBe('after');
  }, 180_000);

  it('refuses to back up a database a running server holds', async () => {
    const dataDir = path.join(work, 'held');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(backup({ dataDir, out: path.join(work, 'held-backup') })).rejects.toThrow(
      /in use by another TruSelf process/,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('PostgreSQL (pg_dump / pg_restore)', () => {
  it('restores exactly what was backed up', async () => {
    const scratch = await createScratchDatabase(serverUrl as string, 'truself_backup_test');
    const client = new pg.Client({ connectionString: scratch.url });
    try {
      const { connectPostgres } = await import('../src/server/db/client');
      const handle = connectPostgres(scratch.url, 2);
      await runMigrations(handle);
      await handle.close();
      await client.connect();
      await client.query(`insert into newsletter_subscribers (email) values ('kept@example.com')`);
      const dataDir = path.join(work, 'pg-data');
      const out = path.join(work, 'pg-backup');
      expect((await backup({ dataDir, databaseUrl: scratch.url, out })).kind).toBe('postgres');
      expect(fs.statSync(out).mode & 0o777).toBe(0o700);
      for (const file of fs.readdirSync(out))
        expect(fs.statSync(path.join(out, file)).mode & 0o777).toBe(0o600);
      await client.query(
        `delete from newsletter_subscribers; insert into newsletter_subscribers (email) values ('later@example.com')`,
      );
      await restore({ dataDir, databaseUrl: scratch.url, from: out });
      expect(await subscribers((t) => client.query(t))).toEqual(['kept@example.com']);
    } finally {
      await client.end();
      await scratch.drop();
    }
  }, 120_000);
});
