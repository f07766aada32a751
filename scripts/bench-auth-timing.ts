// `npm run bench:auth-timing [-- --pairs 40 --smtp-delay-ms 100]`: times each auth endpoint that may mail someone
// (forgot-password, resend verification, sign-in link, sign-up) for an address with an account and one without,
// in alternating pairs, through the app in-process with the mail worker running and a real SMTP server on
// loopback that takes --smtp-delay-ms to accept each message (a hosted mail service's usual pace). Prints medians,
// 90th percentiles and how many pairs a stopwatch would tell apart; never asserts times. Embedded PGlite in a
// temporary directory; DATABASE_URL=postgres://… runs it on a fresh database there (dropped after).
// `--inline` sends each mail inside the request, as before the mail queue, for comparison.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { connectPostgres, type DatabaseHandle, openPglite, wrapPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createMailer } from '../src/server/mail/mailer';
import { formSecretFor, issueFormToken } from '../src/server/security/anti-bot';
import { createVerifiedAccount } from '../src/server/auth/verified-account';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    pairs: { type: 'string', default: '40' },
    'smtp-delay-ms': { type: 'string', default: '100' },
    inline: { type: 'boolean', default: false },
  },
});
const PAIRS = Number(values.pairs);
const SMTP_DELAY_MS = Number(values['smtp-delay-ms']);
const ORIGIN = 'http://localhost:3000';
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

async function startSlowSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received++;
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function openDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `bench_auth_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = connectPostgres(target.toString());
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-auth-'));
  const handle = wrapPglite(await openPglite(dir));
  return {
    handle,
    drop: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];

async function main() {
  const smtp = await startSlowSmtp();
  const { handle, drop } = await openDatabase();
  await runMigrations(handle);
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    DATABASE_URL: '',
  });
  const logger = createLogger('silent');
  const transport = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: env.MAIL_FROM, logger });
  const deps = buildDeps({ env, logger, handle, mailer: transport });
  if (values.inline) {
    // Before the queue: the request itself waits for the SMTP server.
    deps.mailer.send = (message) => transport.send(message);
  }
  const app = createApp(deps);
  const stopWorker = deps.mailer.startWorker();

  const known = 'bench.known@example.com';
  await createVerifiedAccount(deps, {
    email: known,
    firstName: 'Bench',
    lastName: 'Known',
    username: 'bench_known',
    password: 'Bench-Known-Pass-81!',
    role: 'user',
  });
  let n = 0;
  async function time(pathName: string, json: Record<string, unknown>) {
    await deps.db.execute(sql`delete from rate_limits`);
    n++;
    const started = performance.now();
    const res = await app.request(`${ORIGIN}${pathName}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'user-agent': UA,
        'x-forwarded-for': `198.51.100.${n % 250}`,
      },
      body: JSON.stringify(json),
    });
    const ms = performance.now() - started;
    deps.mailer.answered();
    if (res.status >= 300) throw new Error(`${pathName} answered ${res.status}: ${await res.text()}`);
    return ms;
  }

  const formToken = () => issueFormToken(formSecretFor(env), 'signUp', Date.now() - 60_000);
  let fresh = 0;
  const signUp = (email: string) => ({
    firstName: 'Bench',
    lastName: 'Person',
    username: `bench_${Date.now().toString(36)}_${++fresh}`,
    email,
    password: 'Bench-Sign-Up-Pass-27!',
    website: '',
    formToken: formToken(),
  });
  // An unverified account for resend-verification.
  const waiting = 'bench.waiting@example.com';
  await time('/api/session/sign-up', signUp(waiting));

  const cases = [
    {
      name: 'forgot-password',
      path: '/api/session/forgot-password',
      withAccount: () => ({ email: known }),
      without: () => ({ email: `nobody.${n}@example.com` }),
    },
    {
      name: 'resend-verification',
      path: '/api/session/resend-verification',
      withAccount: () => ({ email: waiting }),
      without: () => ({ email: `nobody.${n}@example.com` }),
    },
    {
      name: 'sign-in-link',
      path: '/api/session/sign-in-link',
      withAccount: () => ({ email: known }),
      without: () => ({ email: `nobody.${n}@example.com` }),
    },
    {
      name: 'sign-up',
      path: '/api/session/sign-up',
      withAccount: () => signUp(known),
      without: () => signUp(`new.${n}.${Date.now()}@example.com`),
    },
  ];

  console.log(
    `auth endpoint timing: ${PAIRS} pairs each, SMTP accepting in ${SMTP_DELAY_MS} ms, database ${handle.kind}, mail ${values.inline ? 'sent inside the request (--inline)' : 'queued, sent by the worker after the answer'}`,
  );
  console.log(
    'endpoint              account: p50 / p90 ms   no account: p50 / p90 ms   pairs where account was slower',
  );
  for (const c of cases) {
    // Warm up both paths.
    for (let i = 0; i < 3; i++) {
      await time(c.path, c.withAccount());
      await time(c.path, c.without());
    }
    const a: number[] = [];
    const b: number[] = [];
    let slower = 0;
    for (let i = 0; i < PAIRS; i++) {
      // Alternate which goes first, so drift in the machine's load falls on both sides alike.
      const first = i % 2 === 0;
      const x = first ? await time(c.path, c.withAccount()) : 0;
      const y = await time(c.path, c.without());
      const xa = first ? x : await time(c.path, c.withAccount());
      a.push(xa);
      b.push(y);
      if (xa > y) slower++;
    }
    a.sort((p, q) => p - q);
    b.sort((p, q) => p - q);
    const fmt = (v: number) => v.toFixed(1).padStart(6);
    console.log(
      `${c.name.padEnd(22)}${fmt(quantile(a, 0.5))} / ${fmt(quantile(a, 0.9))}          ${fmt(quantile(b, 0.5))} / ${fmt(quantile(b, 0.9))}             ${slower} of ${PAIRS} (${Math.round((100 * slower) / PAIRS)}%)`,
    );
  }
  await deps.mailer.deliverDue();
  console.log(`mail accepted by the SMTP server: ${smtp.received()}`);
  await stopWorker();
  await smtp.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
