import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// drizzle-kit migrate cannot load PGlite extensions, so migrations are always applied from code.
export async function runMigrations(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: same Drizzle PG dialect, different driver type
    await migratePg(handle.db as any, { migrationsFolder });
  }
}
