import fs from 'node:fs';
import path from 'node:path';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Deps } from '../context';
import { createMicroCache } from '../http/micro-cache';
import { resolvePageMeta } from '../seo/page-meta';
import { injectHead, safeJson } from '../seo/render-html';
import { takeAnswerCookie } from './form-answer-cookie';
import { modulepreloadLinks, readManifest } from './preload';
import { loadServerEntry, type ServerEntry } from './server-entry';
import type { PostedForm } from '@shared/posted-forms';

/** Beyond this many renders at once, guests get the shell, so a burst of page views cannot pile up on the server. */
const MAX_CONCURRENT_RENDERS = 8;

interface Page {
  html: string;
  status: 200 | 404;
  /** Where the page sends a guest instead (a signed-in page): answered with a 302. */
  redirect?: string;
}

type ApiTransport = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Every page URL gets index.html with the page's <title>/meta and a preload of its chunk. A guest (no session
 * cookie) also gets the page itself, rendered, with the data behind it (src/client/entry-server.tsx), so it paints
 * before any script runs; signed-in visitors and any failed or slow render get the plain shell, with the loading
 * shell (app/layout/loading-shell.tsx) in #root until the app renders the page in the browser.
 */
export function createPageHtml(deps: Deps, clientDist: string, api: ApiTransport) {
  let template: string | null = null;
  let manifest: ReturnType<typeof readManifest> = {};
  const guestPages = createMicroCache<Page>({ ttlMs: 5000, max: 200 });
  const entry = loadServerEntry()
    .then((loaded) => {
      loaded?.setApiTransport(api);
      return loaded;
    })
    .catch((error: unknown) => {
      // A renderer that cannot load must not take pages down: they render in the browser as they always could.
      deps.logger.error({ err: error }, 'the page renderer in dist/server failed to load');
      return null;
    });
  // The same for every page: rendered once.
  const loadingShell = entry.then((server) => server?.renderLoadingShell() ?? '').catch(() => '');
  let rendering = 0;

  async function page(c: Context<AppEnv>, shell: string, seed?: FormAnswerSeed): Promise<Page> {
    const meta = await resolvePageMeta(c.req.path, deps);
    const status = meta.status ?? 200;
    const server = await entry;
    const preload = server ? modulepreloadLinks(manifest, server.pageFilesFor(c.req.path)) : '';
    const html = injectHead(shell, meta, deps.env.publicUrl).replace(
      '</head>',
      () => `  ${preload}\n  </head>`,
    );
    const seeded =
      server && seed ? [{ queryKey: server.formAnswerQueryKey(seed.form), data: seed.answer }] : [];
    // The shell, and with it the server's answer to a form sent as a plain post, if there is one: the app shows it
    // once it runs, whether or not the page was rendered here.
    const shellData =
      server && seeded.length > 0
        ? `\n    <script type="application/json" id="initial-data">${safeJson(server.seedState(seeded))}</script>`
        : '';
    const plain = {
      html: html.replace('<div id="root"></div>', `<div id="root">${await loadingShell}</div>${shellData}`),
      status,
    };
    if (!server || getSessionCookie(c.req.raw.headers) || rendering >= MAX_CONCURRENT_RENDERS) return plain;
    rendering++;
    try {
      const rendered = await renderWithin(server, deps.env.RENDER_TIMEOUT_MS, c.req.url, seeded);
      if (rendered && 'redirect' in rendered) return { ...plain, redirect: rendered.redirect };
      if (rendered?.unloaded.length) {
        deps.logger.warn(
          { path: c.req.path, queries: rendered.unloaded },
          'the page rendered queries its loaders did not load; it shows them loading until the browser fetches them',
        );
      }
      return rendered ? { html: embedPage(html, rendered), status } : plain;
    } catch (error) {
      deps.logger.error({ err: error, path: c.req.path }, 'page render failed; serving the shell');
      return plain;
    } finally {
      rendering--;
    }
  }

  function loadTemplate() {
    if (!template) {
      template = readTemplate(clientDist);
      manifest = readManifest(clientDist);
    }
    return template;
  }
  const notBuilt = (c: Context<AppEnv>) =>
    c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);

  return {
    /** GET of a page URL. */
    get: async (c: Context<AppEnv>) => {
      const shell = loadTemplate();
      if (!shell) return notBuilt(c);
      // Just redirected here after a form sent as a plain post was done: the page shows what the app would have.
      const flash = takeAnswerCookie(c);
      if (flash) {
        c.header('Cache-Control', 'no-store');
        const answered = await page(c, shell, flash);
        return c.html(answered.html, answered.status);
      }
      c.header('Cache-Control', 'no-cache');
      const guest = !getSessionCookie(c.req.raw.headers);
      const url = new URL(c.req.url);
      const key = url.pathname + url.search;
      const result = guest ? await guestPages.load(key, () => page(c, shell)) : await page(c, shell);
      if (result.redirect) return c.redirect(result.redirect, 302);
      return c.html(result.html, result.status);
    },
    /**
     * The page at this URL, rendered with the server's answer to its form sent as a plain post (never cached:
     * it holds what this visitor typed).
     */
    withAnswer: async (c: Context<AppEnv>, seed: FormAnswerSeed, status: ContentfulStatusCode) => {
      const shell = loadTemplate();
      if (!shell) return notBuilt(c);
      c.header('Cache-Control', 'no-store');
      const result = await page(c, shell, seed);
      return c.html(result.html, status);
    },
  };
}

export type { PostedForm };

/** The server's answer to a form sent as a plain post, for the page to show (src/client/lib/form-answer.ts). */
export interface FormAnswerSeed {
  form: PostedForm;
  answer: { outcome?: 'sent'; message: string; code?: string; values: Record<string, string> };
}

/**
 * Renders a page as a guest sees it: only the URL goes in, never the visitor's cookies. A render slower than
 * `timeoutMs` (RENDER_TIMEOUT_MS, 3 s) is abandoned for the plain shell: the browser loads the data as it always could.
 */
async function renderWithin(
  server: ServerEntry,
  timeoutMs: number,
  url: string,
  seed: { queryKey: readonly unknown[]; data: unknown }[],
) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`render took over ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      server.renderPage(new Request(url, { signal: controller.signal }), seed),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The markup goes inside the root element and the data after it as a JSON block: data, never executed, so the CSP
 * needs no change.
 */
function embedPage(html: string, page: { html: string; state: unknown }) {
  return answerEarlyInput(html).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="initial-data">${safeJson(page.state)}</script>`,
  );
}

/**
 * The app starts as the page loads, from the moment it has painted: public/early-input.js, the one script in the
 * page's head, answers the visitor until the app has taken the page over (a button pressed shows it, a menu opens,
 * a form is held for the app to send) and, once the browser has drawn the server's markup, adds the app's entry and
 * its preloads (the pieces of the app and the page's chunks), listed here in a data block (`#app-files`: data, never
 * executed, so the CSP needs no change). The page's first paint then waits for its HTML and stylesheet alone: on a
 * phone's narrow link, 150–185 kB of script fetched with the page shared it with them, and Lighthouse's simulated
 * phone put every script fetched before the paint in front of it (LCP near 3 s against 1.2–1.4 s). The
 * scripts are requested right after that paint, so a visitor who reads for a moment finds the app live as before,
 * and a tap that comes first is answered by early-input.js. (A page the browser renders itself, a signed-in
 * visitor's, needs its scripts to show anything, and keeps them in its head.)
 */
function answerEarlyInput(html: string) {
  const preload: string[] = [];
  let entry = '';
  const rest = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)" \/?>/g, (_, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) return html;
  return rest.replace(
    '</head>',
    () =>
      `  <script type="application/json" id="app-files">${safeJson({ entry, preload })}</script>\n` +
      '    <script src="/early-input.js" defer></script>\n  </head>',
  );
}

function readTemplate(clientDist: string): string | null {
  const file = path.join(clientDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
