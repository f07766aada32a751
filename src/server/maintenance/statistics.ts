import { sql } from 'drizzle-orm';
import type { Deps } from '../context';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current as tables change; embedded PGlite runs none, so
 * without this its planner would know nothing of a directory loaded after the tables were made, and plan every
 * search as for an empty one (name search also reads the directory's size from them). Analyzes each table changed
 * since its last analysis by more than autovacuum's default threshold: 50 rows and a tenth of the table.
 */
export async function analyzeChanged(deps: Pick<Deps, 'db'>): Promise<string[]> {
  // This session's own counts of changed rows reach the statistics views at most once a second: now, first.
  await deps.db.execute(sql`select pg_stat_force_next_flush()`);
  const changed = (
    await deps.db.execute(sql`select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) order by s.relname`)
  ).rows as { relname: string }[];
  for (const { relname } of changed) await deps.db.execute(sql`analyze ${sql.identifier(relname)}`);
  return changed.map((row) => row.relname);
}
