import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv, Deps } from './context';
import { ApiError, errorBody, handleError } from './errors';
import { accessLog } from './http/access-log';
import { limitBody, UPLOAD_LIMITS } from './http/body-limit';
import { requireJsonBody } from './http/json-only';
import { clearMicroCaches } from './http/micro-cache';
import { loadSession, provideDeps, requireSameOrigin } from './http/middleware';
import { wrapLibraryErrors } from './http/library-errors';
import { rejectNullBytes } from './http/no-null-bytes';
import { securityHeaders } from './http/security-headers';
import { PRIVATE_DIR_MODE } from './security/data-dir';
import { apiRoutes } from './routes';
import { registerSeoRoutes } from './routes/directory/seo.routes';
import { registerFormPosts } from './render/form-posts';
import { createPageHtml } from './render/page-html';
import { uploadsDir } from './uploads';

export const clientDist = fileURLToPath(new URL('../../dist/client', import.meta.url));

const UPLOAD_ROUTES = new Set(UPLOAD_LIMITS.keys());

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders(deps.env.NODE_ENV === 'production', deps.env.mapTiles?.origin));
  // gzip for HTML, JS, CSS, SVG and JSON; its content-type filter leaves text/event-stream (TruGPT) unbuffered.
  app.use('*', compress());
  app.use('*', provideDeps(deps));
  app.use('*', accessLog);

  app.use('*', limitBody);
  app.use('/api/*', async (c, next) => {
    await next();
    // Routes that serve immutable assets (generated provider photos) set their own caching.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) clearMicroCaches();
  });
  app.use('/api/*', loadSession);
  app.use('/api/*', requireSameOrigin);
  app.use('/api/*', requireJsonBody(UPLOAD_ROUTES));
  app.use('/api/*', rejectNullBytes);
  app.use('/api/auth/*', wrapLibraryErrors);
  app.route('/api', apiRoutes);
  app.all('/api/*', (c) => c.json(errorBody(new ApiError(404, 'not_found', 'No such API route.')), 404));

  const uploads = uploadsDir(deps);
  fs.mkdirSync(uploads, { recursive: true, mode: PRIVATE_DIR_MODE });
  app.use(
    '/uploads/*',
    serveStatic({
      root: path.relative(process.cwd(), uploads),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
    }),
  );
  registerSeoRoutes(app);
  if (fs.existsSync(clientDist)) serveClientAssets(app);

  // Pages rendered for guests read the API in-process, through the same middleware a browser's request meets.
  const pages = createPageHtml(deps, clientDist, (input, init) => Promise.resolve(app.request(input, init)));
  app.get('*', pages.get);
  // Forms sent before the app runs: plain posts, answered as the app would (render/form-posts.ts).
  registerFormPosts(app, pages, (input, init, env) => Promise.resolve(app.request(input, init, env)));
  return app;
}

function serveClientAssets(app: Hono<AppEnv>) {
  const root = path.relative(process.cwd(), clientDist);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        // Vite fingerprints asset names, so they never change.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Root-level files such as /favicon.svg; page paths fall through to the HTML handler.
  app.use('/:file{[^/]+\\.[a-z0-9]+}', serveStatic({ root }));
}
