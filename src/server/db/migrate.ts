import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every TruSelf process: the key of the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 7_224_119_001;

// drizzle-kit migrate cannot load PGlite extensions, so migrations are always applied from code.
export async function runMigrations(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  // Several processes may start at once on one PostgreSQL: the first migrates, the others wait and then find
  // nothing left to do. The lock is held in a transaction so it is released however migration ends.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // biome-ignore lint/suspicious/noExplicitAny: same Drizzle PG dialect, different driver type
    await migratePg(tx as any, { migrationsFolder });
  });
}
