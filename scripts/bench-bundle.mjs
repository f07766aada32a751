// `npm run bench:bundle`: gzip size of the JS and CSS the home route loads (entry + the home page chunk and
// everything they import statically). Budget (DESIGN §9): JS ≤ 120 kB, CSS ≤ 25 kB.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) collect(imp);
}
collect('index.html');
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/pages/home-page.tsx'));
if (homeKey) collect(homeKey);

const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
let js = 0;
let css = 0;
for (const f of files) {
  const size = gz(f);
  if (f.endsWith('.css')) css += size;
  else js += size;
  console.log(`  ${f.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB gzip`);
}
const fmt = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`\nHome route: JS ${fmt(js)} gzip (budget 120 kB) · CSS ${fmt(css)} gzip (budget 25 kB)`);
