// `npm run bench:first-tap [-- --runs 5 --cpu 4 --base-ref REF | --base ../other-checkout]`: the first tap on a
// guest page as a
// person on a mid-range phone meets it. Each run opens the page in a new browser context (cold cache) in Debian's
// Chromium at 375 px, with the CPU slowed `--cpu` times and the network throttled to 1.6 Mbps down, 750 kbps up and
// 150 ms round trips (Lighthouse's mobile emulation); waits for the load event, then 3 s of reading; then taps, and
// times from the tap (the touch event's own time stamp) to the first frame that shows the answer: the menu open,
// procedure suggestions under what was typed, TruGPT's dialog. Medians over the runs.
// `--base DIR`: also measures another checkout of the project, built (`npm run build` there), in the same run,
// page by page beside this one, for a before/after table from one machine state. `--base-ref REF`: the same for a
// commit of this repository (e.g. the one before the app started at load), checked out and built in a temporary
// worktree that is removed afterwards. Against the real server on a fresh temporary database per checkout; the
// machine's load average is printed before and after, as the figures move with it. Prints figures; never asserts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEVICES, USER_AGENT } from '../e2e/devices';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './lib/free-port';
import { median } from './lib/measure';
import { type ServerProcess, startServer } from './lib/server-process';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    base: { type: 'string' },
    'base-ref': { type: 'string' },
    read: { type: 'string', default: '3000' },
  },
});
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);
const READ_MS = Number(values.read);

/** Lighthouse's "slow 4G" as DevTools applies it: bytes per second, and added latency per request. */
const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

interface Tap {
  page: string;
  path: string;
  /** What is tapped. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /** Typed after the tap, if anything. */
  type?: string;
  /** The answer: a CSS selector that must match a visible element. */
  answer: string;
  what: string;
}

const menu = (name: string, pagePath: string): Tap => ({
  page: name,
  path: pagePath,
  target: (page) => page.locator('button[aria-controls="mobile-menu"]'),
  answer: '#mobile-menu',
  what: 'menu opens',
});

const TAPS: Tap[] = [
  menu('home', '/'),
  menu('guide', '/procedure/rhinoplasty'),
  menu('search', '/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure'),
  {
    page: 'search',
    path: '/find-doctors?location=Miami%2C%20FL&searchType=procedure',
    target: (page) => page.locator('form[role="search"] input[name="procedure"]'),
    type: 'botox',
    answer: '[role="listbox"] [role="option"]',
    what: 'botox suggestions',
  },
  menu('provider', '/provider/1'),
  {
    page: 'provider',
    path: '/provider/1',
    target: (page) =>
      page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'TruGPT' }),
    answer: '[role="dialog"]',
    what: 'TruGPT dialog',
  },
];

interface Run {
  tapMs: number;
  /** When the page was live (<html data-ready>), from the navigation's start; NaN if not by the tap's answer. */
  liveMs: number;
}

/** One run; null when the server sent the plain shell instead of the rendered page (its render timed out). */
async function measureOnce(browser: Browser, baseUrl: string, tap: Tap): Promise<Run | null> {
  const context = await browser.newContext({ ...DEVICES.mobile, userAgent: USER_AGENT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await page.addInitScript(`(() => {
      function note(event) {
        if (window.__armed && window.__tapAt === undefined) window.__tapAt = event.timeStamp;
      }
      addEventListener('touchstart', note, { capture: true, passive: true });
      addEventListener('pointerdown', note, { capture: true, passive: true });
    })()`);
    await page.goto(baseUrl + tap.path, { waitUntil: 'load', timeout: 120_000 });
    if ((await page.locator('#initial-data').count()) === 0) return null;
    await page.waitForTimeout(READ_MS);
    const target = tap.target(page);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tap.page}: nothing to tap for "${tap.what}"`);
    // Watches every frame from now on for the answer, noting the first frame that shows it. (A string: the
    // script runner's helpers for named functions do not exist in the page.)
    await page.evaluate(`(() => {
      window.__armed = true;
      const answer = ${JSON.stringify(tap.answer)};
      function visible(element) {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      }
      function frame(time) {
        if ([...document.querySelectorAll(answer)].some(visible)) window.__answeredAt = time;
        else requestAnimationFrame(frame);
      }
      requestAnimationFrame(frame);
    })()`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (tap.type) await page.keyboard.type(tap.type);
    await page.waitForFunction(
      () => (window as unknown as { __answeredAt?: number }).__answeredAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const { tapAt, answeredAt, liveAt } = await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number; __answeredAt?: number };
      const live = performance.getEntriesByName('page-live')[0]?.startTime;
      return { tapAt: w.__tapAt ?? Number.NaN, answeredAt: w.__answeredAt ?? Number.NaN, liveAt: live };
    });
    return { tapMs: answeredAt - tapAt, liveMs: liveAt ?? Number.NaN };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseUrl: string, tap: Tap): Promise<Run> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const run = await measureOnce(browser, baseUrl, tap);
    if (run) return run;
    console.log(`    (${tap.path}: the server sent the shell, its render too slow; measuring again)`);
  }
  throw new Error(`${tap.path}: the server did not render the page in five tries`);
}

async function serve(root: string | undefined, work: string): Promise<ServerProcess> {
  const server = startServer({
    port: await freePort(),
    dataDir: fs.mkdtempSync(path.join(work, 'data-')),
    root,
  });
  // A fresh database seeds its sample directory first: minutes on a busy machine.
  await server.waitHealthy(900_000);
  // Warm the server (module loading, JIT, guest caches) so the first run is not an outlier.
  for (const tap of TAPS) await fetch(server.baseUrl + tap.path).then((r) => r.arrayBuffer());
  return server;
}

const repo = path.resolve(import.meta.dirname, '..');

/** Runs a command in `cwd`, failing loudly. */
function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** A commit of this repository checked out and built in a temporary worktree; `remove` takes it away. */
function checkoutAndBuild(ref: string, work: string) {
  const dir = path.join(work, 'base');
  run(repo, 'git', ['worktree', 'add', '--detach', dir, ref]);
  // Hard links: the same installed packages, nothing downloaded (the lock file must match this checkout's).
  run(repo, 'cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  const remove = () => run(repo, 'git', ['worktree', 'remove', '--force', dir]);
  console.log(`Building ${ref} in a temporary worktree…`);
  try {
    run(dir, 'npm', ['run', 'build']);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function main() {
  buildIfStale();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-first-tap-'));
  const checkout = values['base-ref'] ? checkoutAndBuild(values['base-ref'], work) : undefined;
  const base = checkout?.dir ?? (values.base ? path.resolve(values.base) : undefined);
  if (base && !fs.existsSync(path.join(base, 'dist/client/index.html')))
    throw new Error(`${base} is not built: run \`npm run build\` there first`);
  const trees = [
    ...(base ? [{ name: values['base-ref'] ?? 'base', root: base }] : []),
    { name: 'this', root: undefined as string | undefined },
  ];
  const servers: ServerProcess[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const tree of trees) servers.push(await serve(tree.root, work));
    console.log(
      `First tap on a guest page: 375 px, CPU ×${CPU}, 1.6 Mbps / 750 kbps / 150 ms, cold cache, tap ` +
        `${READ_MS} ms after load; ${RUNS} runs, medians (range)`,
    );
    console.log(`Load average (1 / 5 / 15 min) at the start: ${load()} on ${os.cpus().length} cores\n`);
    const started = Date.now();
    const header = trees.map((t) => `${`tap → answer (${t.name})`.padStart(26)} ${'live'.padStart(8)}`);
    console.log(`  ${'page'.padEnd(9)} ${'answer'.padEnd(18)} ${header.join(' ')}`);
    for (const tap of TAPS) {
      // The checkouts take turns run by run, so a change in the machine's load falls on both alike.
      const runs: Run[][] = servers.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [n, server] of servers.entries())
          runs[n].push(await measure(browser, server.baseUrl, tap));
      }
      const cells = runs.map((list) => {
        const taps = list.map((r) => r.tapMs);
        const live = list.map((r) => r.liveMs).filter(Number.isFinite);
        const range = `(${Math.min(...taps).toFixed(0)}–${Math.max(...taps).toFixed(0)})`;
        return `${`${median(taps).toFixed(0)} ms ${range}`.padStart(26)} ${
          live.length ? `${median(live).toFixed(0)} ms`.padStart(8) : '–'.padStart(8)
        }`;
      });
      console.log(`  ${tap.page.padEnd(9)} ${tap.what.padEnd(18)} ${cells.join(' ')}`);
    }
    console.log(
      '\n  live: when the app had taken the page over (<html data-ready>), from the start of the navigation.',
    );
    console.log(
      `Load average at the end: ${load()}; measured in ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
    );
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    checkout?.remove();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
