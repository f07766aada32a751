// `npm run bench:costs [-- --providers 9000 --iterations 200]`: seeds a fresh database with sample providers
// (9,000 give about 100,000 reviews, half of them with a price) and times what the reported-cost figures cost:
// the pages that read them (guide, city, provider profile; uncached) and a review write, whose triggers
// recompute its procedure's figures (docs/reported-costs.md). Prints p50 and p95; never asserts times. Embedded
// PGlite by default; DATABASE_URL=postgres://… benches a fresh database created on that server (and dropped after).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDirectory } from '../src/server/db/seed/directory';
import { parseEnv } from '../src/server/env';
import { clearMicroCaches } from '../src/server/http/micro-cache';
import { createLogger } from '../src/server/logger';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    providers: { type: 'string', default: '9000' },
    iterations: { type: 'string', default: '200' },
  },
});
const PROVIDERS = Number(values.providers);
const ITERATIONS = Number(values.iterations);
const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function openFresh(): Promise<DatabaseHandle & { label: string }> {
  if (!env.DATABASE_URL) {
    return {
      ...wrapPglite(await PGlite.create({ extensions: pgliteExtensions })),
      label: 'PGlite (in-process)',
    };
  }
  const name = `truself_bench_costs_${Date.now()}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 10);
  return {
    ...handle,
    label: `PostgreSQL (${url.host})`,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function time(label: string, run: (i: number) => Promise<unknown>, iterations = ITERATIONS) {
  for (let i = 0; i < 5; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `  ${label.padEnd(44)} ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(times.at(-1)!)}`,
  );
}

async function main() {
  const handle = await openFresh();
  try {
    await runMigrations(handle);
    const deps = buildDeps({ env, logger: createLogger('silent'), handle });
    const { db } = deps;
    console.log(`\n== ${handle.label}: seeding ${PROVIDERS.toLocaleString()} providers`);
    const started = Date.now();
    await seedDirectory(deps, { providers: PROVIDERS });
    const [counts] = (
      await db.execute(sql`select count(*)::int as reviews, count(cost_cents)::int as priced,
        (select count(*)::int from reported_costs) as figures from reviews`)
    ).rows as { reviews: number; priced: number; figures: number }[];
    console.log(
      `  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (figures kept by the triggers as it went): ${counts.reviews.toLocaleString()} reviews, ${counts.priced.toLocaleString()} with a price, ${counts.figures.toLocaleString()} figure rows`,
    );
    await db.execute(sql`vacuum analyze`);

    const app = createApp(deps);
    const get = async (path: string) => {
      clearMicroCaches();
      const res = await app.request(`http://localhost${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    const [busiest] = (
      await db.execute(sql`select provider_id as id from reviews group by 1 order by count(*) desc limit 1`)
    ).rows as { id: number }[];
    console.log(
      `\n  ${ITERATIONS} runs each, micro-cache bypassed${' '.repeat(12)}   p50 ms   p95 ms   max ms`,
    );
    await time('GET /api/procedures/rhinoplasty (guide)', () => get('/api/procedures/rhinoplasty'));
    await time('GET /api/procedures/botox (guide)', () => get('/api/procedures/botox'));
    await time('GET /api/locations/miami-fl (city)', () => get('/api/locations/miami-fl'));
    await time(`GET /api/providers/${busiest.id} (profile, most reviews)`, () =>
      get(`/api/providers/${busiest.id}`),
    );
    await time('figures read alone (national rhinoplasty)', () =>
      db.execute(sql`select * from reported_costs where procedure_id = 'rhinoplasty' and scope = 'national'`),
    );
    // A write: one priced review of the procedure with most reviews, inserted and deleted in a transaction
    // that is rolled back, so every run sees the same data; both statements recompute its figures.
    await time(
      'review insert + delete (figures recomputed twice)',
      () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into reviews (provider_id, author_name, procedure_id, rating, worth_it, title,
              body, cost_cents, treated_on, verification) values (${busiest.id}, 'Bench', 'rhinoplasty', 5, 'worth_it',
              'Bench', 'A review written by the benchmark.', 900000, '2025-01-01', 'verified_email')`);
            await tx.execute(sql`delete from reviews where author_name = 'Bench'`);
            throw new Error('rollback');
          })
          .catch((e: Error) => {
            if (e.message !== 'rollback') throw e;
          }),
      Math.min(ITERATIONS, 50),
    );
    await time(
      'reported_costs_refresh(rhinoplasty) alone',
      () => db.execute(sql`select reported_costs_refresh('rhinoplasty')`),
      50,
    );
  } finally {
    await handle.close();
  }
}

await main();
