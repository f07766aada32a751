// `npm run crash-test [-- --kills 50 --db both --writers 6]`: writes through the API while the server is killed
// with SIGKILL at random moments; after every restart each acknowledged write must be there, and at the end the
// database holds no half-applied write. Then SIGTERM under load must exit cleanly within 10 s. Prints the counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../src/server/db/client';
import { sleep } from './lib/api-client';
import { checkInDatabase, checkThroughApi, type Query } from './lib/crash-checks';
import { createPatients, fetchTokens, type Ledger } from './lib/crash-ledger';
import { writeUntil } from './lib/crash-writers';
import { createScratchDatabase, DEFAULT_POSTGRES_URL } from './lib/pg-scratch';
import { startServer } from './lib/server-process';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    kills: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    writers: { type: 'string', default: '6' },
    'postgres-url': { type: 'string', default: process.env.CRASH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
  },
});
const KILLS = Number(values.kills);
const WRITERS = Number(values.writers);
const PROVIDERS = 60;

async function crashRun(kind: 'pglite' | 'postgres') {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-crash-'));
  const dataDir = path.join(work, 'data');
  const lockFile = `${dataDir}.lock`;
  const scratch =
    kind === 'postgres' ? await createScratchDatabase(values['postgres-url'], 'truself_crash') : null;
  const port = 6000 + Math.floor(Math.random() * 900);
  const launch = () =>
    startServer({
      port,
      dataDir,
      databaseUrl: scratch?.url,
      env: { TRUST_PROXY: 'true', SEED_PROVIDERS: String(PROVIDERS), TRUGPT_DAILY_QUOTA: '1000000' },
    });
  const ledger: Ledger = {
    run: Date.now().toString(36),
    patients: [],
    signUps: [],
    newsletter: [],
    favorites: [],
    exchanges: new Map(),
    unacknowledged: 0,
    refused: 0,
    cutCodes: {},
  };
  const tally = {
    kills: 0,
    acknowledged: 0,
    apiChecks: 0,
    lostOrHalf: [] as string[],
    lockTakeovers: 0,
    restartMs: [] as number[],
  };

  let server = launch();
  await server.waitHealthy();
  const tokens = await fetchTokens(server.baseUrl);
  ledger.patients = await createPatients(server.baseUrl, tokens, ledger.run, 3);
  console.log(`\n== ${kind}: ${KILLS} SIGKILLs, ${WRITERS} concurrent writers`);

  for (let i = 0; i < KILLS; i++) {
    const from = { signUps: ledger.signUps.length, newsletter: ledger.newsletter.length };
    const killAfter = 150 + Math.random() * 1500;
    const killed = sleep(killAfter).then(() => server.stop('SIGKILL'));
    tally.acknowledged += await writeUntil(server.baseUrl, ledger, tokens, {
      concurrency: WRITERS,
      providers: PROVIDERS,
      stop: killed,
    });
    const dead = server.child.pid;
    await killed;
    tally.kills++;

    const started = Date.now();
    if (kind === 'pglite' && Number(fs.readFileSync(lockFile, 'utf8')) !== dead)
      throw new Error('lock file does not name the killed process');
    server = launch();
    await server.waitHealthy();
    tally.restartMs.push(Date.now() - started);
    if (kind === 'pglite' && Number(fs.readFileSync(lockFile, 'utf8')) === server.child.pid)
      tally.lockTakeovers++;
    // Only the new acknowledgements are re-checked through the API each round; the rest are checked at the end.
    const result = await checkThroughApi(server.baseUrl, ledger, tokens, from);
    tally.apiChecks += result.checked;
    tally.lostOrHalf.push(...result.missing.map((m) => `after kill ${i + 1}: ${m}`));
    process.stdout.write(
      `  kill ${String(i + 1).padStart(2)} at ${killAfter.toFixed(0).padStart(4)} ms · ${result.missing.length ? 'PROBLEM' : 'ok'}\n`,
    );
  }

  const killCut = ledger.unacknowledged;
  ledger.cutCodes = {};
  const sigterm = await sigtermUnderLoad(server, ledger, tokens);
  const final = await finalCheck(kind, dataDir, scratch?.url, ledger);
  tally.lostOrHalf.push(...final.missing.map((m) => `final: ${m}`));
  await scratch?.drop();
  fs.rmSync(work, { recursive: true, force: true });

  const restart = [...tally.restartMs].sort((a, b) => a - b);
  console.log(
    `  SIGKILLs: ${tally.kills}; writes acknowledged between kills: ${tally.acknowledged}; cut off by a kill: ${killCut}`,
  );
  console.log(
    `  acknowledged by kind: ${ledger.signUps.length} sign-ups, ${ledger.newsletter.length} newsletter, ${ledger.favorites.length} favorites, ${[...ledger.exchanges.values()].reduce((s, n) => s + n, 0)} TruGPT exchanges`,
  );
  console.log(
    `  checks after restarts (API): ${tally.apiChecks}; final database check: ${final.checked} acknowledged writes`,
  );
  if (kind === 'pglite')
    console.log(`  stale lock taken over by the restarted server: ${tally.lockTakeovers} of ${tally.kills}`);
  console.log(
    `  restart to healthy: median ${restart[Math.floor(restart.length / 2)]} ms, max ${restart[restart.length - 1]} ms`,
  );
  console.log(
    `  SIGTERM under ${WRITERS * 2} writers: exit code ${sigterm.code} in ${sigterm.ms} ms; ${sigterm.acknowledged} writes acknowledged, ` +
      `${ledger.unacknowledged - killCut} failed on a closing connection ${JSON.stringify(ledger.cutCodes)}, ` +
      `${ledger.refused} refused after it stopped listening`,
  );
  console.log(`  lost or half-applied: ${tally.lostOrHalf.length}`);
  for (const m of tally.lostOrHalf.slice(0, 20)) console.log(`    ${m}`);
  return tally.lostOrHalf.length === 0 && sigterm.code === 0 && sigterm.ms <= 10_000;
}

async function sigtermUnderLoad(
  server: ReturnType<typeof startServer>,
  ledger: Ledger,
  tokens: Awaited<ReturnType<typeof fetchTokens>>,
) {
  let signalled = 0;
  const exited = sleep(1500).then(async () => {
    signalled = Date.now();
    return server.stop('SIGTERM');
  });
  const acknowledged = await writeUntil(server.baseUrl, ledger, tokens, {
    concurrency: WRITERS * 2,
    providers: PROVIDERS,
    stop: exited,
  });
  const { code } = await exited;
  return { code, ms: Date.now() - signalled, acknowledged };
}

async function finalCheck(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  url: string | undefined,
  ledger: Ledger,
) {
  if (kind === 'pglite') {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    try {
      return await checkInDatabase((text, params) => client.query(text, params) as ReturnType<Query>, ledger);
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await checkInDatabase((text, params) => client.query(text, params), ledger);
  } finally {
    await client.end();
  }
}

const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
let ok = true;
for (const kind of kinds) ok = (await crashRun(kind)) && ok;
process.exit(ok ? 0 : 1);
