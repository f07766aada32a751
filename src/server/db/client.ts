import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Flush and release everything: CHECKPOINT then close (PGlite), or end the pool (PostgreSQL). */
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, cube, earthdistance };

const drizzleOptions = { schema, casing: 'snake_case' as const };

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db,
    kind: 'pglite',
    async close() {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export function connectPostgres(url: string, max = 10): DatabaseHandle {
  // No parallel workers: a search reads a few hundred index entries, and starting workers for it (the planner's
  // choice for a walk it expects to be long) costs 50–100 ms on a busy server, where the walk itself takes a few.
  // The app's statements are many and short; parallelism serves long reports, which this pool does not run. No JIT
  // either, for the same reason: a statement whose estimate passes jit_above_cost (a name search with a procedure
  // plans a branch it never runs) spent 150–180 ms compiling what then ran in 6.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // node-postgres and PGlite share Drizzle's PostgreSQL query builder; the cast keeps one Database type.
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export class DataDirLockedError extends Error {}

/**
 * PGlite is single-process: a lock file beside the data directory (created with O_EXCL) keeps a second
 * process from opening the same files. A lock whose owner is gone is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database at ${path.resolve(dataDir)} is in use by another TruSelf process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or use DATABASE_URL for several processes.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPglite(dataDir: string): Promise<PGlite> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return PGlite.create({ dataDir, extensions: pgliteExtensions });
}
