// `npm run bench:search [-- --providers 100000 --iterations 300 --no-cache]`: seeds a fresh database with sample
// providers and times realistic searches through the app, in-process: p50 and p95 per search shape against its
// target. Prints figures; never asserts times. Embedded PGlite by default; DATABASE_URL=postgres://… benches a
// fresh database created on that server (and dropped after).
// `--no-cache` bypasses the 5-second micro-cache (micro-cache.ts), so every request runs its statements: the
// cost of a search nobody made in the last seconds. Without it, repeats of the same search come from the cache.
// `--only <text>` runs the shapes whose name holds <text> (e.g. `--only name`).
// `--keep <name>` seeds once and reuses: a PGlite data directory /tmp/<name>, or a PostgreSQL database <name>,
// kept after the run; later runs with the same name migrate it and skip seeding.
// `--slowest <n>` prints each shape's n slowest searches (their URLs), to see which of a shape's variants miss.
// `--without-reviews` seeds no review rows (each provider's rating and count are still set): searches never read
// them, and a 1,000,000-provider seed takes a third of the time; profiles then show no reviews.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { connectPostgres, type DatabaseHandle, pgliteExtensions, wrapPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDirectory } from '../src/server/db/seed/directory';
import { METROS } from '../src/server/db/seed/metros';
import { SPECIALTIES } from '../src/shared/search-options';
import { mulberry32, pick } from '../src/server/db/seed/prng';
import { parseEnv } from '../src/server/env';
import { clearMicroCaches } from '../src/server/http/micro-cache';
import { createLogger } from '../src/server/logger';
import {
  type NameQuery,
  readNameQuery,
  type SearchPlan,
  searchStatements,
} from '../src/server/directory/search.queries';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    providers: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    keep: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    only: { type: 'string' },
    'without-reviews': { type: 'boolean', default: false },
    slowest: { type: 'string', default: '0' },
  },
});
const NO_CACHE = values['no-cache'];
const PROVIDERS = Number(values.providers);
const ITERATIONS = Number(values.iterations);
const KEEP = values.keep && /^[a-z0-9_]+$/.test(values.keep) ? values.keep : undefined;
if (values.keep && !KEEP) throw new Error('--keep takes a name of lowercase letters, digits and underscores');
const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });

// Every shape must answer within 20 ms at p95, uncached, at 1,000,000 providers on PostgreSQL and 200,000 on PGlite.
type Shape = { name: string; targetMs: number; url: (rnd: () => number, i: number) => string };
const SURGICAL = [
  'rhinoplasty',
  'breast-augmentation',
  'liposuction',
  'tummy-tuck',
  'BBL',
  'nose job',
  'facelift',
];
const OTHER = [
  'botox',
  'dermal-fillers',
  'GLP-1',
  'laser-hair-removal',
  'coolsculpting',
  'gastric-sleeve',
  'iv-therapy',
];
const NAMES = [
  'Smiht',
  'Dr. Garcai',
  'Nguyen',
  'Patel',
  'Dr. Jonson',
  'Ramirez',
  'Kim',
  'Okafor',
  'Willaims',
  'Chen',
];
// Practice names as visitors type them: exact, a prefix, one distinctive word, a common phrase.
const PRACTICES = [
  'Harbor Aesthetics',
  'Radiance Medical Spa',
  'Park Plastic Surgery',
  'Okafor Nutrition',
  'Miami Dermatology',
  'Revive Med Spa',
  'Contour Plastic Surgery of Denver',
  'Glow Med Spa',
  'Nguyen Face Institute',
  'Whole Health',
];
const STATES = ['CA', 'TX', 'FL', 'NY', 'Illinois', 'Pennsylvania', 'Ohio', 'Georgia'];
const q = (params: Record<string, string>) => `/api/search/providers?${new URLSearchParams(params)}`;

const SHAPES: Shape[] = [
  {
    name: 'procedure + city + filters',
    targetMs: 20,
    url: (rnd) => {
      const m = pick(rnd, METROS);
      return q({
        procedure: pick(rnd, [...SURGICAL, ...OTHER]),
        location: `${m.city}, ${m.state}`,
        verified: rnd() < 0.5 ? 'true' : '',
        minRating: pick(rnd, ['', '4', '4.5']),
        searchType: 'procedure',
      });
    },
  },
  {
    // A specialty near a city, as the search page's specialty filter sends it, sometimes with a procedure.
    name: 'specialty + city',
    targetMs: 20,
    url: (rnd) => {
      const m = pick(rnd, METROS);
      return q({
        specialty: pick(rnd, SPECIALTIES),
        procedure: rnd() < 0.3 ? pick(rnd, [...SURGICAL, ...OTHER]) : '',
        location: `${m.city}, ${m.state}`,
        searchType: 'procedure',
      });
    },
  },
  {
    name: 'name (typos)',
    targetMs: 20,
    url: (rnd) => q({ provider: pick(rnd, NAMES), searchType: 'provider' }),
  },
  {
    name: 'name: practice',
    targetMs: 20,
    url: (rnd) => q({ provider: pick(rnd, PRACTICES), searchType: 'provider' }),
  },
  {
    // As the home page's search sends it: a name and where.
    name: 'name + city',
    targetMs: 20,
    url: (rnd) => {
      const m = pick(rnd, METROS);
      return q({ provider: pick(rnd, NAMES), location: `${m.city}, ${m.state}`, searchType: 'provider' });
    },
  },
  {
    name: 'name + procedure, by rating',
    targetMs: 20,
    url: (rnd) =>
      q({
        provider: pick(rnd, [...NAMES, ...PRACTICES]),
        procedure: pick(rnd, [...SURGICAL, ...OTHER]),
        sort: 'rating',
      }),
  },
  {
    name: 'name, page N',
    targetMs: 20,
    url: (rnd) => q({ provider: pick(rnd, NAMES), page: pick(rnd, ['2', '3', '5']) }),
  },
  {
    name: 'ZIP radius, nearest first',
    targetMs: 20,
    url: (rnd) => {
      const m = pick(rnd, METROS);
      return q({
        location: pick(rnd, m.zips).zip,
        radius: pick(rnd, ['10', '25', '50']),
        sort: 'distance',
        procedure: rnd() < 0.5 ? pick(rnd, OTHER) : '',
      });
    },
  },
  {
    name: 'state-wide, by rating',
    targetMs: 20,
    url: (rnd) =>
      q({
        location: pick(rnd, STATES),
        procedure: rnd() < 0.6 ? pick(rnd, SURGICAL) : '',
        sort: 'rating',
        page: pick(rnd, ['1', '2', '5']),
      }),
  },
  { name: 'no filters, page N', targetMs: 20, url: (rnd) => q({ page: String(1 + Math.floor(rnd() * 20)) }) },
  {
    // A position in the query skips the guest cache: the cost a signed-in or first visitor pays.
    name: 'provider profile, uncached',
    targetMs: 20,
    url: (rnd) => `/api/providers/${1 + Math.floor(rnd() * PROVIDERS)}?lat=25.76&lng=-80.19`,
  },
  {
    name: 'autocomplete',
    targetMs: 20,
    url: (rnd) =>
      `/api/search/autocomplete?q=${encodeURIComponent(pick(rnd, ['rhi', 'bot', 'smi', 'gar', 'lip', 'pat']))}`,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function openFresh(): Promise<DatabaseHandle & { label: string }> {
  if (!env.DATABASE_URL) {
    const dataDir = KEEP ? `/tmp/${KEEP}` : undefined;
    return {
      ...wrapPglite(await PGlite.create({ dataDir, extensions: pgliteExtensions })),
      label: `PGlite (in-process${dataDir ? `, ${dataDir}` : ''})`,
    };
  }
  const name = KEEP ?? `truself_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 10);
  return {
    ...handle,
    label: `PostgreSQL (${url.host})`,
    async close() {
      await handle.close();
      if (KEEP) return;
      const cleanup = new pg.Client({ connectionString: env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function bench(handle: DatabaseHandle & { label: string }) {
  await runMigrations(handle);
  const deps = buildDeps({ env, logger: createLogger('silent'), handle });
  const [{ n: existing }] = (await deps.db.execute(sql`select count(*)::int as n from providers`)).rows as {
    n: number;
  }[];
  if (KEEP && existing > 0) {
    console.log(`\n== ${handle.label}: reusing ${existing.toLocaleString()} seeded providers`);
  } else {
    console.log(`\n== ${handle.label}: seeding ${PROVIDERS.toLocaleString()} providers`);
    const started = Date.now();
    // The tables' indexes (other than keys) are built once after seeding, as a bulk load would: kept up row by row,
    // a 1,000,000-provider seed takes hours.
    // With each index, its columns' statistics targets (word_providers_procedure_keys_idx keeps 1,000, migration
    // 0032): an index built again from its definition has the default, and pair-entries.ts then knows too few
    // common pairs, so a common one is read by key whole.
    const [{ defs }] = (
      await deps.db.execute(sql`select coalesce(json_agg(json_build_array(i.indexname, i.indexdef,
          (select coalesce(json_agg(json_build_array(a.attnum, a.attstattarget)), '[]') from pg_attribute a
            where a.attrelid = format('%I', i.indexname)::regclass and a.attstattarget > 0))), '[]') as defs
        from pg_indexes i where i.schemaname = 'public'
          and i.tablename in ('providers', 'provider_procedures', 'provider_photos', 'reviews', 'word_providers',
            'procedure_places')
          -- Kept: the word_providers and procedure_places triggers delete a provider's rows by them when its
          -- procedures are added.
          and i.indexname not in ('word_providers_provider_idx', 'procedure_places_provider_idx')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
    ).rows as { defs: [string, string, [number, number][]][] }[];
    for (const [name] of defs) await deps.db.execute(sql.raw(`drop index "${name}"`));
    await seedDirectory(deps, {
      providers: PROVIDERS,
      // Reported costs (computed from every review) are not part of any search or profile timed here.
      reportedCosts: false,
      reviews: !values['without-reviews'],
      onProgress: (n) => n % 20_000 === 0 && process.stdout.write(`  ${n.toLocaleString()}…`),
    });
    console.log(
      `\n  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; building ${defs.length} indexes`,
    );
    for (const [name, def, targets] of defs) {
      await deps.db.execute(sql.raw(def));
      for (const [column, target] of targets)
        await deps.db.execute(
          sql.raw(`alter index "${name}" alter column ${column} set statistics ${target}`),
        );
    }
    console.log(`  seeded and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // As autovacuum leaves a loaded table: statistics and the visibility map (index-only scans) up to date.
  await deps.db.execute(sql`vacuum analyze`);
  await explainPlans(deps.db);

  const app = createApp(deps);
  const get = async (path: string) => {
    if (NO_CACHE) clearMicroCaches();
    const res = await app.request(`http://localhost${path}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const shapes = SHAPES.filter((shape) => !values.only || shape.name.includes(values.only));
  console.log(
    `\n  ${ITERATIONS} requests per shape, ${NO_CACHE ? 'micro-cache bypassed (--no-cache): every request runs its statements' : 'through the 5-second micro-cache (--no-cache to bypass it)'}`,
  );
  const columns = ['p50 ms', 'p95 ms', 'max ms', 'target'];
  console.log(`\n  ${'shape'.padEnd(30)} ${columns.map((c) => c.padStart(8)).join(' ')}`);
  let searchTime = 0;
  let searchCount = 0;
  for (const shape of shapes) {
    const rnd = mulberry32(42);
    for (let i = 0; i < 10; i++) await get(shape.url(rnd, i));
    const times: number[] = [];
    const slowest = new Map<string, number>();
    for (let i = 0; i < ITERATIONS; i++) {
      const url = shape.url(rnd, i);
      const t = performance.now();
      await get(url);
      const ms = performance.now() - t;
      times.push(ms);
      slowest.set(url, Math.max(ms, slowest.get(url) ?? 0));
    }
    times.sort((a, b) => a - b);
    searchTime += times.reduce((s, x) => s + x, 0);
    searchCount += times.length;
    const f = (n: number) => n.toFixed(1).padStart(8);
    const p95 = percentile(times, 95);
    const verdict = p95 <= shape.targetMs ? 'ok' : 'OVER';
    console.log(
      `  ${shape.name.padEnd(30)} ${f(percentile(times, 50))} ${f(p95)} ${f(times[times.length - 1])} ${`≤ ${shape.targetMs}`.padStart(8)} ${verdict}`,
    );
    const ranked = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, Number(values.slowest));
    for (const [url, ms] of ranked)
      console.log(
        `      ${ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(url.replace(/^[^?]*\?/, ''))}`,
      );
  }
  const healthStart = performance.now();
  const healthCount = 1000;
  for (let i = 0; i < healthCount; i++) await get('/api/health');
  const healthRps = healthCount / ((performance.now() - healthStart) / 1000);
  const searchRps = searchCount / (searchTime / 1000);
  console.log(
    `\n  /api/health: ${healthRps.toFixed(0)} req/s · search: ${searchRps.toFixed(0)} req/s (one at a time) · ratio health/search ${(healthRps / searchRps).toFixed(1)}×`,
  );
}

/** EXPLAIN ANALYZE of one query per shape: which index each plan uses. */
async function explainPlans(db: import('../src/server/db/client').Database) {
  const miami = METROS.find((m) => m.id === 'miami-fl')!;
  const base: SearchPlan = {
    procedureId: null,
    name: null,
    point: null,
    state: null,
    filters: { verified: false, accepting: false, specialty: undefined },
    sort: 'relevance',
  };
  const name = (key: string): Promise<NameQuery> => readNameQuery(db, key, { current: true });
  const plans: [string, SearchPlan][] = [
    [
      'procedure + city + filters',
      {
        ...base,
        procedureId: 'rhinoplasty',
        point: { lat: miami.latitude, lng: miami.longitude, radiusMiles: 25 },
        filters: { verified: true, accepting: false, minRating: 4, specialty: undefined },
      },
    ],
    ['name (typos)', { ...base, name: await name('smiht') }],
    ['name: practice', { ...base, name: await name('radiance medical spa') }],
    [
      'name + city',
      {
        ...base,
        name: await name('patel'),
        point: { lat: miami.latitude, lng: miami.longitude, radiusMiles: 25 },
      },
    ],
    [
      'name + procedure, by rating',
      { ...base, name: await name('garcai'), procedureId: 'botox', sort: 'rating' },
    ],
    [
      'ZIP radius, nearest first',
      { ...base, point: { lat: 33.9, lng: -118.4, radiusMiles: 10 }, sort: 'distance' },
    ],
    ['state-wide, by rating', { ...base, procedureId: 'liposuction', state: 'TX', sort: 'rating' }],
    ['no filters, page N', base],
  ];
  console.log('\n  indexes used (EXPLAIN ANALYZE of the statements each search runs):');
  for (const [name, plan] of plans) {
    const used = new Set<string>();
    let ms = 0;
    for (const query of searchStatements(plan, 12, PROVIDERS)) {
      const rows = (await db.execute(sql`explain (analyze, format text) ${query}`)).rows as Record<
        string,
        string
      >[];
      for (const r of rows) {
        const line = Object.values(r)[0];
        for (const m of line.matchAll(
          /(?:Index|Bitmap Index) (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g,
        ))
          used.add(m[1]);
        const t = /Execution Time: ([\d.]+)/.exec(line);
        if (t) ms += Number(t[1]);
      }
    }
    console.log(
      `    ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  ${[...used].join(', ') || 'sequential scan'}`,
    );
  }
}

async function main() {
  const handle = await openFresh();
  try {
    await bench(handle);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
