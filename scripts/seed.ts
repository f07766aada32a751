// `npm run seed -- --providers N [--seed S] [--reset]`: fills the directory with N sample providers in the
// database named by DATABASE_URL, or the embedded one in DATA_DIR.
import { sql } from 'drizzle-orm';
import { buildDeps, openDatabase } from '../src/server/bootstrap';
import type { Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedAccounts } from '../src/server/db/seed/accounts';
import { seedDirectory } from '../src/server/db/seed/directory';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    providers: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const env = loadEnv();
const providers = Number(values.providers ?? env.SEED_PROVIDERS);
if (!Number.isInteger(providers) || providers < 0 || providers > 1_000_000) {
  console.error('--providers must be a whole number from 0 to 1,000,000.');
  process.exit(1);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);

const DIRECTORY_TABLES = 'providers, provider_procedures, provider_photos, reviews, zip_codes, locations';

async function count(db: Database, query: ReturnType<typeof sql>) {
  const [row] = (await db.execute(query)).rows as { n: number }[];
  return row.n;
}

async function main() {
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const { handle, release } = await openDatabase(env);
  try {
    await runMigrations(handle);
    const deps = buildDeps({ env, logger, handle });
    const { db } = deps;
    const fresh = (await count(db, sql`select count(*)::int as n from procedure_categories`)) === 0;
    const existing = await count(db, sql`select count(*)::int as n from providers`);
    const real = await count(db, sql`select count(*)::int as n from providers where source <> 'sample'`);
    if (existing > 0 && real > 0 && !values.reset) {
      console.error(
        `The directory holds ${real} imported, listed or claimed providers. Run again with --reset to wipe the ` +
          'whole directory (including them), or seed into an empty database.',
      );
      process.exitCode = 1;
      return;
    }
    if (existing > 0) {
      console.log(`Removing the existing directory (${existing} providers)…`);
      await db.execute(sql.raw(`truncate ${DIRECTORY_TABLES} restart identity cascade`));
    }
    const started = Date.now();
    const onProgress = (done: number) => {
      if (done % 10_000 === 0 || done === providers)
        process.stdout.write(`\r  ${done.toLocaleString()} / ${providers.toLocaleString()} providers`);
    };
    await seedDirectory(deps, { providers, seed, onProgress });
    // A fresh database gets the rest of the sample data too, as the server's first start would — but never
    // accounts with published passwords in production.
    if (fresh && env.NODE_ENV !== 'production') await seedAccounts(deps);
    if (handle.kind === 'pglite') await db.execute(sql`vacuum analyze`);
    else await db.execute(sql`analyze`);
    console.log(
      `\nSeeded ${providers.toLocaleString()} sample providers in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
    release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
