import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { seedAccounts } from './accounts';
import { seedDirectory } from './directory';

export interface SeedOptions {
  providers: number;
}

export type FirstStart = 'existing' | 'sample' | 'empty';

/** Seeds the sample data: the directory first, then what references it. */
export async function seedAll(deps: Deps, options: SeedOptions) {
  await seedDirectory(deps, options);
  await seedAccounts(deps);
}

/**
 * At start, on an empty database only (restarts never duplicate or overwrite data): the catalogue and metros
 * everywhere; sample providers and the documented sample accounts only outside production, where their
 * published passwords would be a way in. Production starts with no accounts (`npm run create-admin`).
 */
export async function seedIfEmpty(deps: Deps, options: SeedOptions): Promise<FirstStart> {
  const [row] = (await deps.db.execute(sql`select count(*)::int as n from procedure_categories`)).rows as {
    n: number;
  }[];
  if (row.n > 0) return 'existing';
  if (deps.env.NODE_ENV === 'production') {
    await seedDirectory(deps, { providers: 0 });
    return 'empty';
  }
  await seedAll(deps, options);
  return 'sample';
}
