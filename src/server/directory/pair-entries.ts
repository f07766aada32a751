import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Which name words' pairs with a procedure ("aesthetic:liposuction") are in many word_providers entries, as the
 * planner's statistics of word_providers_procedure_keys_idx (migration 0032) have them, held in memory: a name
 * search with a procedure reads a pair's entries by its key when they are few, and walks the word's own index in
 * its order when they are many (search.queries.ts, wordEntries). Looked up in SQL, the statistics cost 2–3 ms a
 * look (10,000 elements); here, nothing. Read again after STATS_TTL_MS, as ANALYZE renews them.
 */
const STATS_TTL_MS = 10 * 60_000;
export interface PairEntries {
  /** Each common pair's estimated number of entries. */
  entries: ReadonlyMap<string, number>;
  /** The rarest common pair's: any other pair has fewer (0 when there are no statistics). */
  rarest: number;
}

const held = new WeakMap<Database, { read: number; entries: Promise<PairEntries> }>();

export function pairEntries(db: Database): Promise<PairEntries> {
  const now = Date.now();
  const kept = held.get(db);
  if (kept && now - kept.read < STATS_TTL_MS) return kept.entries;
  const entries = readPairEntries(db).catch((error) => {
    held.delete(db);
    throw error;
  });
  held.set(db, { read: now, entries });
  if (!kept) return entries;
  // Past their time, the ones held still answer while the statistics are read again: no search waits for them.
  entries.catch(() => {});
  return kept.entries;
}

async function readPairEntries(db: Database): Promise<PairEntries> {
  const rows = (
    await db.execute(sql`select pair.key, pair.share * (select greatest(reltuples, 0) from pg_class
        where oid = 'word_providers'::regclass) as entries
      from pg_stats stats, unnest(stats.most_common_elems::text::text[], stats.most_common_elem_freqs) pair(key, share)
      where stats.schemaname = current_schema() and stats.tablename = 'word_providers_procedure_keys_idx'
        and pair.key is not null`)
  ).rows as { key: string; entries: number }[];
  const entries = new Map(rows.map((r) => [r.key, Number(r.entries)]));
  return { entries, rarest: entries.size ? Math.min(...entries.values()) : 0 };
}

/** Forgets what is held, so the next search reads the statistics again (after ANALYZE, in tests). */
export const forgetPairEntries = (db: Database) => held.delete(db);
