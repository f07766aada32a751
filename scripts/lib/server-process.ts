// Starts the real server (src/server/index.ts) as a child process, as production runs it: one Node process, tsx
// loaded in-process so signals reach the server itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerOptions {
  port: number;
  /** Embedded database folder; ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another checkout of the project to run, built (e.g. a base commit to compare with); default: this one. */
  root?: string;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed (stdout and stderr), in order. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// A fresh secret per run: measurement servers need one, and none is written in code.
export const SCRIPT_AUTH_SECRET = randomBytes(32).toString('hex');

export function startServer(options: ServerOptions): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      AUTH_SECRET: SCRIPT_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A script that fails halfway must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  async function waitHealthy(timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output.join('')}`,
        );
      }
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`The server at ${baseUrl} was not healthy within ${timeoutMs} ms:\n${output.join('')}`);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  }

  return { baseUrl, child, output, exited, waitHealthy, stop };
}
