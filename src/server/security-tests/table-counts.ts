import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Row counts of every table in the public schema, to tell whether a request changed anything. */
export async function tableCounts(db: Database, skip: string[] = []) {
  const tables = (
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).rows as { table_name: string }[];
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    if (skip.includes(table_name) || table_name.startsWith('__drizzle')) continue;
    const [row] = (await db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))).rows as {
      n: number;
    }[];
    counts[table_name] = Number(row.n);
  }
  return counts;
}
