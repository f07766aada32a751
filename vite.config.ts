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
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
