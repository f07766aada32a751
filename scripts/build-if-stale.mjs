// Builds the web app (dist/client) and the server's page renderer (dist/server) when either is missing or older
// than their sources (shared by start, e2e and the Lighthouse script).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/client/index.html', 'dist/server/entry-server.js'].map((f) => path.join(root, f));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

export function buildIfStale() {
  const sources = ['src/client', 'src/shared', 'public'].map((d) => path.join(root, d));
  const configs = ['vite.config.ts', 'package-lock.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs);
  const newest = Math.max(...sources.map(newestMtime), ...configs);
  if (outputs.every((f) => fs.existsSync(f) && newest <= fs.statSync(f).mtimeMs)) return;
  console.log('Building the web app…');
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    const result = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // A production build whoever asks for it: under vitest NODE_ENV is 'test', which would put React's
      // development build (and its dev-only warnings) into dist/client.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
