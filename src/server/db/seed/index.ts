import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { seedAccounts } from './accounts';
import { seedDirectory } from './directory';

export interface SeedOptions {
  providers: number;
}

/** Seeds the sample data: the directory first, then what references it. */
export async function seedAll(deps: Deps, options: SeedOptions) {
  await seedDirectory(deps, options);
  await seedAccounts(deps);
}

/** At start: seed only an empty database, so restarts never duplicate or overwrite data. */
export async function seedIfEmpty(deps: Deps, options: SeedOptions) {
  const [row] = (await deps.db.execute(sql`select count(*)::int as n from procedure_categories`)).rows as {
    n: number;
  }[];
  if (row.n > 0) return false;
  await seedAll(deps, options);
  return true;
}
