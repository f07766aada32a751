import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { usageOf } from './cli.mjs';

const run = promisify(execFile);
const scripts = path.resolve(import.meta.dirname, '..');
const root = path.resolve(scripts, '..');
// The scripts run as commands (package.json); build-if-stale is a module the others call.
const commands = fs
  .readdirSync(scripts)
  .filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.d.mts'))
  .filter((f) => !['build-if-stale.mjs', 'e2e.mjs'].includes(f));

describe('every command under scripts/ answers --help', () => {
  it.each(commands)('%s reads --help and has usage to print', (file) => {
    const source = fs.readFileSync(path.join(scripts, file), 'utf8');
    expect(source).toMatch(/parseCli\(import\.meta\.url|wantsHelp\(\)/);
    expect(usageOf(pathToFileURL(path.join(scripts, file)).href)).toMatch(/^`npm (run |start)/);
  });

  it.each(commands)('%s answers --help before it loads or checks anything else', (file) => {
    // A top-level await ahead of the help check (an optional package loaded, a database opened) would make --help
    // fail where that thing is missing.
    const lines = fs.readFileSync(path.join(scripts, file), 'utf8').split('\n');
    const help = lines.findIndex((l) => /parseCli\(import\.meta\.url|wantsHelp\(\)/.test(l));
    const firstAwait = lines.findIndex((l) => /^(?!\s|\/\/).*\bawait\b/.test(l));
    expect(help).toBeGreaterThanOrEqual(0);
    if (firstAwait >= 0) expect(firstAwait).toBeGreaterThan(help);
  });

  it('gen:nppes prints its usage for --help and exits 0; an unknown option says so, exits 2, no stack trace', async () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const help = await run(tsx, ['scripts/gen-nppes.ts', '--help'], { cwd: root });
    expect(help.stdout).toContain('--fixture --out <folder>');
    const bad = await run(tsx, ['scripts/gen-nppes.ts', '--nope'], { cwd: root }).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--nope'");
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('create-admin while the server holds the embedded database', () => {
  it('says in one line what to do, with no stack trace', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-admin-'));
    const dataDir = path.join(dir, 'data');
    // This test process stands for the running server: a live pid in the lock file.
    fs.writeFileSync(`${dataDir}.lock`, String(process.pid));
    try {
      const tsx = path.join(root, 'node_modules/.bin/tsx');
      const result = await run(tsx, ['scripts/create-admin.ts', '--email', 'owner@truself.com'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      }).catch((e) => e);
      expect(result.code).toBe(1);
      const lines = String(result.stderr).trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`in use by another TruSelf process (pid ${process.pid})`);
      expect(lines[0]).toContain('Stop the server, run this again, then start the server');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
