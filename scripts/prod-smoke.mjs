// `npm run prod-smoke` (CI, after `npm run build`): the production install as the container image makes it. The
// files the Dockerfile's runtime stage copies, plus the built dist/, get `npm ci --omit=dev`; started with
// NODE_ENV=production the app must refuse to run without AUTH_SECRET, then with one become ready and serve a
// server-rendered page, with no development outbox and no sample data.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { usageOf, wantsHelp } from './lib/cli.mjs';

if (wantsHelp()) {
  console.log(usageOf(import.meta.url));
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const fail = (message) => {
  console.error(`prod-smoke: ${message}`);
  process.exit(1);
};
if (!fs.existsSync(path.join(root, 'dist/server/entry-server.js'))) fail('run `npm run build` first');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-prod-'));
const app = path.join(dir, 'app');
// Exactly what the Dockerfile's runtime stage copies (its COPY lines are read here, so the two cannot drift),
// with dist/ from this build standing in for the build stage's.
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
const copied = [...runtime.matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap((m) => m[1].split(/\s+/));
for (const entry of [...copied, 'dist']) {
  fs.cpSync(path.join(root, entry), path.join(app, entry), { recursive: true });
}
console.log(`prod-smoke: copied what the Dockerfile's runtime stage copies: ${copied.join(' ')} and dist/`);

console.log('prod-smoke: npm ci --omit=dev in a copy of the repository…');
const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
  cwd: app,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (install.status !== 0) fail('npm ci --omit=dev failed');
// (vite, vitest, happy-dom and drizzle-kit arrive anyway: better-auth depends on them.)
for (const dev of ['@biomejs/biome', '@tailwindcss/vite', '@playwright/test']) {
  if (fs.existsSync(path.join(app, 'node_modules', dev))) fail(`${dev} was installed: not a pruned install`);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? dir,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: path.join(dir, 'data'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
};

// Without AUTH_SECRET, production refuses to start.
const refused = spawnSync(process.execPath, ['scripts/start.mjs'], {
  cwd: app,
  env: baseEnv,
  encoding: 'utf8',
});
if (refused.status === 0 || !/AUTH_SECRET: is required in production/.test(refused.stderr)) {
  fail(`a production start without AUTH_SECRET was not refused (exit ${refused.status})`);
}
console.log(
  'prod-smoke: without AUTH_SECRET the server refuses to start:',
  refused.stderr.trim().split('\n').pop(),
);

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: app,
  env: { ...baseEnv, AUTH_SECRET: randomBytes(32).toString('hex') },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

async function get(url) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

try {
  const deadline = Date.now() + 120_000;
  let ready = { status: 0 };
  while (Date.now() < deadline && server.exitCode === null) {
    ready = await get('/api/health/ready');
    if (ready.status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (ready.status !== 200) fail(`not ready within 120 s (last status ${ready.status})`);
  console.log('prod-smoke: /api/health/ready answered 200');

  const page = await get('/procedure/rhinoplasty');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="initial-data">/.exec(
    page.text,
  );
  if (page.status !== 200) fail(`/procedure/rhinoplasty answered ${page.status}`);
  if (!root || !/<h1[^>]*>[^<]*Rhinoplasty/i.test(root[1]))
    fail('/procedure/rhinoplasty was not rendered on the server');
  console.log(
    `prod-smoke: /procedure/rhinoplasty is server-rendered (${root[1].length.toLocaleString()} characters of markup in #root)`,
  );

  const outbox = await get('/api/dev/outbox');
  if (outbox.status !== 404) fail(`the development outbox answered ${outbox.status} in production`);
  const sitemap = await get('/sitemap.xml');
  if (sitemap.status !== 200 || sitemap.text.includes('/provider/'))
    fail('sample providers in a production start');
  console.log('prod-smoke: no development outbox, no sample data');

  // An empty production directory claims no figures about itself.
  const home = await get('/');
  if (home.status !== 200 || !home.text.includes('id="hero-title"')) fail(`/ answered ${home.status}`);
  if (/TruSelf in numbers|consultation requests? sent to practices/.test(home.text))
    fail('the home page of an empty production directory shows figures about the site');
  console.log('prod-smoke: the home page of an empty directory states no figures about the site');
} finally {
  stop();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('prod-smoke: passed');
