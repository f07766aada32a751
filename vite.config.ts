import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

// React Router's package resolves to its development build under every condition (its own Vite plugin swaps in
// the production one); builds take the production one, which leaves out the warnings meant for developers. The
// server build bundles it (ssr.noExternal below), since Node would resolve the development one at run time.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/**
 * The shell's modules and those at least two of the pages people land on import, gathered into one chunk, 'shared'.
 * Left to the default splitting, each set of chunks importing the same modules gets a chunk of its own: a page
 * loaded 50–60 files, most of them a few hundred bytes (an icon, a helper), each a request of its own, which on a
 * phone's link (six connections, 150 ms a round trip) queue behind one another and in front of the page's paint.
 * Only what the shell or two of these pages import statically is gathered (never what only a dialog or another
 * page loads), so the chunk holds nothing a guest page would not load anyway, give or take one page's share.
 */
const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const SHELL = fileURLToPath(new URL('./src/client/start.tsx', import.meta.url));
const LANDING_PAGES = [
  'home/pages/home-page.tsx',
  'directory/pages/find-doctors-page.tsx',
  'directory/pages/procedure-page.tsx',
  'directory/pages/provider-page.tsx',
].map((file) => fileURLToPath(new URL(`./src/client/features/${file}`, import.meta.url)));
let chunkOf: Map<string, string> | null = null;
function sharedChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: string[] } | null }) {
  if (!chunkOf) {
    const closure = (root: string) => {
      const seen = new Set<string>();
      const visit = (moduleId: string) => {
        if (seen.has(moduleId)) return;
        seen.add(moduleId);
        // The app's own modules only: a package's index re-exports all of it, of which the build keeps what is used.
        for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? [])
          if (next.startsWith(SOURCE)) visit(next);
      };
      visit(root);
      return seen;
    };
    const shell = closure(SHELL);
    const reachedBy = new Map<string, string[]>();
    for (const page of LANDING_PAGES)
      for (const moduleId of closure(page))
        if (moduleId !== page && !shell.has(moduleId))
          reachedBy.set(moduleId, [...(reachedBy.get(moduleId) ?? []), page.split(/[\\/]/).pop()!.replace('-page.tsx', '')]);
    chunkOf = new Map();
    for (const moduleId of shell) if (moduleId !== SHELL) chunkOf.set(moduleId, 'shell');
    for (const [moduleId, pages] of reachedBy) if (pages.length >= 2) chunkOf.set(moduleId, `shared-${pages.join('-')}`);
  }
  return chunkOf.get(id) ?? null;
}

const outDir = (dir: string) => fileURLToPath(new URL(`./dist/${dir}`, import.meta.url));

// `vite build` builds the web app into dist/client; `vite build --ssr entry-server.tsx` builds the server's page
// renderer into dist/server (npm run build does both).
export default defineConfig(({ isSsrBuild, command }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  ssr: { noExternal: command === 'build' ? ['react-router'] : [] },
  build: isSsrBuild
    ? { outDir: outDir('server'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: outDir('client'),
        emptyOutDir: true,
        sourcemap: false,
        // The manifest names each page's chunk: the server preloads it, and scripts/bench-bundle.mjs measures
        // exactly what the home route loads.
        manifest: true,
        // Every browser the app supports follows <link rel="modulepreload"> itself.
        modulePreload: { polyfill: false },
        // The entry (main.tsx) imports the app in three pieces, each evaluated in a task of its own: React DOM
        // (with React and its scheduler), React Router, then the shell (TanStack Query, the layout, the router's
        // route table: start.tsx and what it imports). Each piece is one chunk: every page needs all of it, and
        // one file compresses smaller and loads sooner than the handful of shared chunks the default splitting
        // cuts it into. Modules of the shell that pages share stay in the shell (loaded before any page).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                // The small modules the shell and the guest pages share, in one chunk instead of dozens.
                { name: sharedChunk, priority: 1, includeDependenciesRecursively: false },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
