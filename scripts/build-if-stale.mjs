// Builds the web app when dist/client is missing or older than its sources (shared by start and e2e).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

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
  if (fs.existsSync(built) && newest <= fs.statSync(built).mtimeMs) return;
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
