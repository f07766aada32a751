import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Whether this process can run a query on its database. */
export async function databaseReachable(db: Database) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
