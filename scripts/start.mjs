// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which applies migrations and seeds an empty database).
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

const sources = ['src/client', 'src/shared', 'public'].map((d) => path.join(root, d));
const needsBuild =
  !fs.existsSync(built) || Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;

if (needsBuild) {
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the TypeScript server through tsx in this process, so signals reach it directly.
await import('tsx/esm/api').then(({ register }) => register());
await import(path.join(root, 'src/server/index.ts'));
