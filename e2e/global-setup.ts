import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port';
import { startSmtpSink } from './smtp-sink';

/**
 * Starts the real server (built app, fresh embedded database) and a local SMTP sink for the whole run, and hands
 * their addresses to the tests in E2E_BASE_URL and E2E_MAIL_DIR (the test workers inherit this environment).
 */
export default async function globalSetup() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-e2e-'));
  const mailDir = path.join(work, 'mail');
  const sink = await startSmtpSink(mailDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_EMAIL_DOMAIN: 'truself.com',
      SEED_PROVIDERS: process.env.E2E_SEED_PROVIDERS ?? '400',
      // Each browser context and API call presents its own client address (X-Forwarded-For, see harness.ts),
      // so SPEC's per-address rate limits apply per simulated visitor rather than to the whole run.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding a fresh database takes minutes on a busy machine: E2E_START_TIMEOUT_MS gives it longer.
  await waitForHealth(server, baseUrl, Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000));
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await sink.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}

async function waitForHealth(server: ChildProcess, baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}
