// `npm run bench:bundle`: gzip size of the JS and CSS the home route loads (entry + the home page chunk and
// everything they import statically), then which packages and source modules those bytes come from, and what a
// guest's server-rendered page loads (the app, with public/early-input.js before it).
// Budget: JS ≤ 110 kB (DESIGN §9 allows 120), CSS ≤ 25 kB. `--no-build` measures the last build in dist/client.
//
// Per-module figures: while building, each chunk's modules (their code as rendered into the chunk) are minified
// one by one and gzipped; a chunk's real gzip size is then shared among its modules in proportion to those sizes,
// so the modules of a chunk add up to the chunk and the packages add up to the route's total.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, minifySync } from 'vite';
import { usageOf, wantsHelp } from './lib/cli.mjs';

if (wantsHelp()) {
  console.log(usageOf(import.meta.url));
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const statsFile = path.join(dist, '.vite/modules.json');
const gz = (data) => zlib.gzipSync(data, { level: 9 }).length;

// Records, for every chunk, the gzip size of each module's minified code. Written beside Vite's manifest
// (dist/client/.vite is not served).
function moduleStats() {
  return {
    name: 'bench-bundle-module-stats',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (!info.code) continue;
          // No top-level dropping: a module's code is a fragment of the chunk, used by the other fragments.
          const min = minifySync('module.js', info.code, { module: false, mangle: { toplevel: false } });
          modules[id] = gz(min.code || info.code);
        }
        chunks[chunk.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

if (!process.argv.includes('--no-build')) {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [moduleStats()],
  });
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const stats = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, 'utf8')) : {};

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) collect(imp);
}
collect('index.html');
// The app's pieces, which the entry imports one at a time (src/client/main.tsx).
for (const key of manifest['index.html']?.dynamicImports ?? []) collect(key);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/pages/home-page.tsx'));
if (homeKey) collect(homeKey);

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const line = (name, bytes) => `  ${name.padEnd(64)} ${kB(bytes).padStart(9)}`;

let js = 0;
let css = 0;
const modules = new Map();
let unattributed = 0;
console.log('Files (gzip)');
for (const file of files) {
  const size = gz(fs.readFileSync(path.join(dist, file)));
  console.log(line(file, size));
  if (file.endsWith('.css')) {
    css += size;
    continue;
  }
  js += size;
  const weights = stats[file];
  const total = weights ? Object.values(weights).reduce((a, b) => a + b, 0) : 0;
  if (!total) {
    unattributed += size;
    continue;
  }
  for (const [id, weight] of Object.entries(weights)) {
    const name = moduleName(id);
    modules.set(name, (modules.get(name) ?? 0) + (size * weight) / total);
  }
}

// `node_modules/@scope/pkg/dist/x.js` → `@scope/pkg/dist/x.js`; project files relative to the repository.
function moduleName(id) {
  const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) return clean.slice(at + 'node_modules/'.length);
  return clean.startsWith(root) ? path.relative(root, clean) : clean.trim();
}

function packageOf(name) {
  if (name.startsWith('src/'))
    return name
      .split('/')
      .slice(0, name.startsWith('src/client/') ? 3 : 2)
      .join('/');
  if (!name.includes('/')) return name;
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const byPackage = new Map();
for (const [name, bytes] of modules) {
  const pkg = packageOf(name);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
}
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);

console.log('\nJS by package or source folder (gzip)');
for (const [pkg, bytes] of sorted(byPackage)) console.log(line(pkg, bytes));
if (unattributed) console.log(line('(no module data: run without --no-build)', unattributed));

const minimum = 200;
const listed = sorted(modules).filter(([, bytes]) => bytes >= minimum);
const rest = sorted(modules).filter(([, bytes]) => bytes < minimum);
console.log(`\nJS by module (gzip; ${listed.length} modules of ${(minimum / 1024).toFixed(1)} kB or more)`);
for (const [name, bytes] of listed) console.log(line(name, bytes));
const restBytes = rest.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(line(`${rest.length} smaller modules`, restBytes));

// A guest gets the home page rendered by the server, and the app above with it; public/early-input.js answers a tap
// until the app has taken the page over.
const early = gz(fs.readFileSync(path.join(dist, 'early-input.js')));
console.log(`\nHome route, as a guest gets it (rendered by the server):`);
console.log(`  until the app runs   JS ${kB(early)} gzip (early-input.js) · CSS ${kB(css)} gzip`);
console.log(`  the app, with the page  JS ${kB(js)} gzip`);
// The stack DESIGN §3 names, before any page: what no cut of the app's own code can go below.
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
];
const framework = FRAMEWORK.reduce((sum, pkg) => sum + (byPackage.get(pkg) ?? 0), 0);
console.log(
  unattributed
    ? "    (React, React Router and TanStack Query's share: run without --no-build)"
    : `    of which React, React Router and TanStack Query ${kB(framework)}, the app's own code and the rest ${kB(js - framework)}`,
);
console.log(
  `Budget: the app ≤ 110 kB: ${js <= 110 * 1024 ? 'met' : 'OVER'} · CSS ≤ 25 kB: ${css <= 25 * 1024 ? 'met' : 'OVER'}`,
);
