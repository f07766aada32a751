// `npm run bench:lighthouse [-- --runs 5 --form both --json out.json]`: Lighthouse (performance, accessibility,
// best practices, SEO) in Debian's Chromium against the real server on a fresh temporary database, mobile (default
// emulation and simulated throttling) and desktop (the desktop preset). Prints the median of each figure over the
// runs. Lighthouse cannot click, so the chat is measured as a guest opening /trugpt-chat. Never asserts.
// `--base DIR`: also measures another checkout of the project, built (an earlier commit in a worktree), each page's
// runs taking turns with this one, for a before/after table from one machine state; the load average is printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './lib/free-port';
import { BUDGETED_PAGES, median } from './lib/measure';
import { startServer } from './lib/server-process';
import { parseCli } from './lib/cli.mjs';

interface LhrCategory {
  id: string;
  auditRefs: { id: string; weight: number }[];
}

const { values } = parseCli(import.meta.url, {
  options: {
    runs: { type: 'string', default: '5' },
    form: { type: 'string', default: 'both' },
    page: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
    base: { type: 'string' },
  },
});

// Lighthouse is not a project dependency (its dependency tree does not install reproducibly with `npm ci`);
// install it for a measurement with `npm install --no-save lighthouse@12.8.2`.
const optional = (name: string) => name;
const loaded = await Promise.all([import(optional('lighthouse')), import(optional('chrome-launcher'))]).catch(
  () => {
    console.error('Lighthouse is not installed. Run: npm install --no-save lighthouse@12.8.2');
    process.exit(1);
  },
);
const [{ default: lighthouse, desktopConfig }, chromeLauncher] = loaded;

const BASE = values.base ? path.resolve(values.base) : undefined;
const RUNS = Number(values.runs);
const FORMS = (values.form === 'both' ? ['mobile', 'desktop'] : [values.form]) as FormFactor[];
type FormFactor = 'mobile' | 'desktop';

const PAGES = [...BUDGETED_PAGES, { name: 'chat (guest)', path: '/trugpt-chat' }].filter(
  (p) => !values.page || p.name.startsWith(values.page),
);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { mobile: 95, desktop: 100, cls: 0.02 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Run {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  bp: number;
  seo: number;
  /** Audits that cost points in this run: id → title. */
  losses: Map<string, string>;
}

/** One Lighthouse run; null when the run itself failed (a trace that did not record, a page that never painted). */
async function audit(url: string, form: FormFactor, chromePort: number, label: string): Promise<Run | null> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    console.log(`          (run failed: ${lhr.runtimeError.code}; measuring again)`);
    return null;
  }
  if (values.reports) {
    fs.mkdirSync(values.reports, { recursive: true });
    const name = `${label}-${form}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    fs.writeFileSync(path.join(values.reports, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const losses = new Map<string, string>();
  for (const category of Object.values(lhr.categories) as LhrCategory[]) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      const failed = ref.weight > 0 && a.score !== null && a.score < 0.9;
      const opportunity = a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && a.score !== 1;
      if (failed || opportunity)
        losses.set(ref.id, `${category.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return {
    perf: score('performance'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    losses,
  };
}

/** When the web app in `root` was last built; waits while a build elsewhere has emptied dist/client. */
async function builtAt(root: string) {
  const builtIndex = path.join(root, 'dist/client/index.html');
  for (let i = 0; i < 600; i++) {
    if (fs.existsSync(builtIndex)) return fs.statSync(builtIndex).mtimeMs;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('dist/client/index.html did not come back within 5 minutes');
}

/**
 * The real server on a temporary database. Other work on this tree may rebuild dist/client while we measure; the
 * server keeps its first index.html, whose assets are then gone, so it is restarted on the new build and a run
 * that straddled a rebuild is measured again.
 */
async function servePages(dataDir: string, root = path.resolve(import.meta.dirname, '..'), label = 'this') {
  let built = await builtAt(root);
  let server = await boot();
  async function boot() {
    const s = startServer({ port: await freePort(), dataDir, root });
    // A fresh database seeds its sample directory first: minutes on a busy machine.
    await s.waitHealthy(900_000);
    // Warm the server (module loading, JIT, guest caches) so the first run is not an outlier.
    for (const p of PAGES) await fetch(s.baseUrl + p.path).then((r) => r.arrayBuffer());
    return s;
  }
  return {
    baseUrl: () => server.baseUrl,
    async measure(pagePath: string, form: FormFactor, chromePort: number): Promise<Run> {
      for (let attempt = 1; attempt <= 5; attempt++) {
        if ((await builtAt(root)) !== built) {
          console.log('          (the web app was rebuilt; restarting the server on the new build)');
          await server.stop();
          built = await builtAt(root);
          server = await boot();
        }
        const run = await audit(server.baseUrl + pagePath, form, chromePort, label);
        if (run && (await builtAt(root)) === built) return run;
      }
      throw new Error(`${pagePath}: five runs in a row failed`);
    },
    stop: () => server.stop(),
  };
}

async function main() {
  buildIfStale();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-lighthouse-'));
  fs.mkdirSync(path.join(work, 'chrome'));
  const rows: Array<Record<string, string | number>> = [];
  let chrome: { port: number; kill(): unknown } | null = null;
  const builds: { label: string; pages: Awaited<ReturnType<typeof servePages>> }[] = [];
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ');
  try {
    const launched = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      userDataDir: path.join(work, 'chrome'),
      port: await freePort(),
    });
    chrome = launched;
    builds.push({ label: 'this', pages: await servePages(path.join(work, 'data')) });
    if (BASE)
      builds.push({ label: 'base', pages: await servePages(path.join(work, 'data-base'), BASE, 'base') });
    console.log(
      `Lighthouse ${RUNS} run(s) per page and form factor against ${builds.map((b) => `${b.label} ${b.pages.baseUrl()}`).join(', ')}` +
        (BASE ? ` (base: ${BASE})` : ''),
    );
    console.log(`Load average (1 / 5 / 15 min) at the start: ${load()}\n`);
    for (const form of FORMS) {
      for (const p of PAGES) {
        const runs = new Map<string, Run[]>(builds.map((b) => [b.label, []]));
        // The builds take turns run by run, so both see the same machine.
        for (let i = 0; i < RUNS; i++) {
          for (const b of builds) runs.get(b.label)!.push(await b.pages.measure(p.path, form, launched.port));
        }
        for (const b of builds) {
          const mine = runs.get(b.label)!;
          const m = (k: keyof Omit<Run, 'losses'>) => median(mine.map((r) => r[k]));
          const row = {
            build: b.label,
            form,
            page: p.name,
            perf: m('perf'),
            lcpMs: Math.round(m('lcp')),
            tbtMs: Math.round(m('tbt')),
            cls: Number(m('cls').toFixed(3)),
            a11y: m('a11y'),
            bestPractices: m('bp'),
            seo: m('seo'),
            perfRange: `${Math.min(...mine.map((r) => r.perf))}–${Math.max(...mine.map((r) => r.perf))}`,
          };
          rows.push(row);
          const target = TARGETS[form];
          const flag = row.perf >= target && row.cls <= TARGETS.cls ? 'ok' : 'BELOW TARGET';
          console.log(
            `${BASE ? `${b.label.padEnd(5)} ` : ''}${form.padEnd(7)} ${p.name.padEnd(13)} perf ${row.perf} (${row.perfRange})  LCP ${row.lcpMs} ms  ` +
              `TBT ${row.tbtMs} ms  CLS ${row.cls}  a11y ${row.a11y}  BP ${row.bestPractices}  SEO ${row.seo}  ${flag}`,
          );
          const losses = new Map(mine.flatMap((r) => [...r.losses]));
          for (const title of losses.values()) console.log(`          - ${title}`);
        }
      }
    }
    console.log(`\nLoad average at the end: ${load()}`);
    console.log(
      `\nTargets: performance ≥ ${TARGETS.mobile} mobile, ${TARGETS.desktop} desktop; CLS ≤ ${TARGETS.cls}.`,
    );
    if (values.json) fs.writeFileSync(values.json, JSON.stringify(rows, null, 2));
  } finally {
    chrome?.kill();
    for (const b of builds) await b.pages.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
