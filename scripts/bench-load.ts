// `npm run bench [-- --duration 30 --connections 50 --db both]`: the real server under autocannon, on the embedded
// database and on PostgreSQL, endpoint after endpoint. Prints req/s, p50, p99, errors and each endpoint's
// throughput as a ratio to /api/health. Never asserts; the figures go to docs/quality.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { call } from './lib/api-client';
import { createScratchDatabase, DEFAULT_POSTGRES_URL } from './lib/pg-scratch';
import { startServer } from './lib/server-process';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    providers: { type: 'string', default: '2000' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

const search = (params: Record<string, string>) => `/api/search/providers?${new URLSearchParams(params)}`;

// Searches as a directory receives them, each one different from the last: a procedure in a city, a whole state,
// a name, filters, another sort, a second page, a ZIP code.
const PROCEDURES = ['rhinoplasty', 'botox', 'breast-augmentation', 'liposuction', 'dermal-fillers', 'BBL'];
const CITIES = ['Miami, FL', 'Los Angeles, CA', 'New York, NY', 'Houston, TX', 'Chicago, IL', 'Atlanta, GA'];
const MIXED_SEARCHES = [
  ...PROCEDURES.flatMap((procedure) => CITIES.map((location) => search({ procedure, location }))),
  ...['Texas', 'California', 'Florida', 'NY'].map((location) =>
    search({ location, procedure: 'botox', sort: 'rating' }),
  ),
  ...['Smith', 'Dr. Garcia', 'Nguyen', 'Patel'].map((provider) =>
    search({ provider, searchType: 'provider' }),
  ),
  ...CITIES.map((location) =>
    search({ procedure: 'rhinoplasty', location, verified: 'true', minRating: '4.5' }),
  ),
  ...CITIES.map((location) => search({ procedure: 'botox', location, sort: 'distance', radius: '10' })),
  ...CITIES.map((location) => search({ procedure: 'liposuction', location, page: '2' })),
  ...['90210', '10021', '33131', '77030'].map((location) => search({ location, sort: 'distance' })),
];

interface Endpoint {
  name: string;
  /** One path requested over and over, or several requested in turn. */
  paths: string[];
}

const ENDPOINTS: Endpoint[] = [
  { name: 'health', paths: ['/api/health'] },
  { name: 'search', paths: [search({ procedure: 'rhinoplasty', location: 'Miami, FL' })] },
  { name: 'search (mixed)', paths: MIXED_SEARCHES },
  { name: 'provider profile', paths: ['/api/providers/1'] },
  { name: 'procedure guide', paths: ['/api/procedures/rhinoplasty'] },
];
const TARGETS: Record<string, number> = { pglite: 2000, postgres: 4000 };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon's options for an endpoint: with several paths, every request (on any connection) takes the next. */
function target(baseUrl: string, endpoint: Endpoint) {
  if (endpoint.paths.length === 1) return { url: baseUrl + endpoint.paths[0] };
  let next = 0;
  const setupRequest = (request: { path: string }) => ({
    ...request,
    path: endpoint.paths[next++ % endpoint.paths.length],
  });
  return { url: baseUrl, requests: [{ setupRequest }] };
}

async function measure(kind: 'pglite' | 'postgres') {
  const port = 5900 + Math.floor(Math.random() * 90);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-bench-'));
  const scratch =
    kind === 'postgres' ? await createScratchDatabase(values['postgres-url'], 'truself_bench') : null;
  const server = startServer({
    port,
    dataDir: path.join(work, 'data'),
    databaseUrl: scratch?.url,
    env: { SEED_PROVIDERS: values.providers },
  });
  try {
    await server.waitHealthy();
    for (const path of ENDPOINTS.flatMap((e) => e.paths)) {
      const res = await call(server.baseUrl, path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    console.log(
      `\n== ${kind}: ${values.providers} providers, ${CONNECTIONS} connections, ${DURATION} s per endpoint`,
    );
    const rows: Row[] = [];
    for (const e of ENDPOINTS) {
      // A short warm-up so the first seconds of JIT and cache filling are not in the figures.
      await autocannon({ ...target(server.baseUrl, e), connections: CONNECTIONS, duration: 2 });
      const r = await autocannon({
        ...target(server.baseUrl, e),
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({
        name: e.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    }
    print(kind, rows);
    return rows;
  } finally {
    await server.stop('SIGTERM');
    await scratch?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function print(kind: string, rows: Row[]) {
  const health = rows[0].rps;
  console.log(
    `  ${'endpoint'.padEnd(18)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'÷ health'.padStart(9)}`,
  );
  for (const r of rows) {
    const notes: string[] = [];
    if (r.name === 'provider profile' && r.rps < TARGETS[kind])
      notes.push(`below the ${TARGETS[kind]} req/s target`);
    if (r.p99 > 50) notes.push('p99 over 50 ms');
    console.log(
      `  ${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${(r.rps / health).toFixed(2).padStart(9)}${notes.length ? `  (${notes.join('; ')})` : ''}`,
    );
  }
}

console.log(
  `Load benchmark on ${os.cpus().length} CPU cores (autocannon runs on the same machine as the server).`,
);
const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
for (const kind of kinds) await measure(kind);
