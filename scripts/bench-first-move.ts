// `npm run bench:first-move [-- --runs 5 --cpu 4]`: what starting the app costs a phone on a guest page. The app
// starts as the page loads (src/client/main.tsx): the entry and the page's chunk are evaluated, then the page is
// hydrated in a transition. This opens each page in Debian's Chromium at 375 px with the CPU slowed `--cpu` times
// (4: Lighthouse's mobile emulation of a mid-range phone), moves the pointer once as a reader would, and times from
// the start of the navigation until the app has taken the page over (<html data-ready>), with the long tasks (over
// 50 ms) on the main thread meanwhile: "blocking" is their time past 50 ms each, as Total Blocking Time counts it.
// No network throttling (bench:first-tap adds it). Medians over the runs. Against the real server on a fresh
// temporary database. Prints figures; never asserts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEVICES, USER_AGENT } from '../e2e/devices';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './lib/free-port';
import { BUDGETED_PAGES, median } from './lib/measure';
import { startServer } from './lib/server-process';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, {
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' } },
});
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);

interface Run {
  readyMs: number;
  blockingMs: number;
  longestMs: number;
}

async function measure(browser: import('@playwright/test').Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ ...DEVICES.mobile, userAgent: USER_AGENT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.mouse.move(120, 320);
    await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
    const readyAt = await page.evaluate(
      () => performance.getEntriesByName('page-live')[0]?.startTime ?? performance.now(),
    );
    const movedAt = 0;
    // Long tasks are reported after they end; let the last one in.
    await page.waitForTimeout(300);
    const tasks = (await page.evaluate(
      (since) =>
        (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([t]) => t >= since),
      movedAt,
    )) as [number, number][];
    return {
      readyMs: readyAt - movedAt,
      blockingMs: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longestMs: Math.max(0, ...tasks.map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  buildIfStale();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-first-move-'));
  const server = startServer({ port: await freePort(), dataDir: path.join(work, 'data') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await server.waitHealthy();
    // Warm the server (module loading, JIT, guest caches) so the first run is not an outlier.
    for (const p of BUDGETED_PAGES) await fetch(server.baseUrl + p.path).then((r) => r.arrayBuffer());
    console.log(
      `Starting the app on a guest page (from the navigation): 375 px, CPU ×${CPU}, ${RUNS} runs, medians\n`,
    );
    console.log(
      `  ${'page'.padEnd(14)} ${['to live', 'blocking', 'longest'].map((c) => c.padStart(9)).join(' ')}`,
    );
    for (const p of BUDGETED_PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.baseUrl + p.path));
      const ms = (pick: (r: Run) => number) => `${median(runs.map(pick)).toFixed(0)} ms`.padStart(9);
      console.log(
        `  ${p.name.padEnd(14)} ${ms((r) => r.readyMs)} ${ms((r) => r.blockingMs)} ${ms((r) => r.longestMs)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
