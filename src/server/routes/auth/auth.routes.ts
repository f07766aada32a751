import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { devOutboxRoutes } from './dev-outbox.routes';
import { recoveryRoutes } from './recovery.routes';
import { sessionRoutes } from './session.routes';
import { signInLinkRoutes } from './sign-in-link.routes';

/**
 * The auth library's endpoints that browsers reach directly: the links in our emails, reading the session and
 * signing out this browser. Everything else (sign-up, sign-in, reset, profile changes) goes through our own
 * /api/session and /api/profile routes, which add validation, anti-bot checks, rate limits and events; the
 * library's raw versions are closed so they cannot be used to skip them.
 */
const LIBRARY_ROUTES = [
  { method: 'GET', path: /^\/api\/auth\/verify-email$/ },
  { method: 'GET', path: /^\/api\/auth\/reset-password\/[^/]+$/ },
  { method: 'GET', path: /^\/api\/auth\/get-session$/ },
  { method: 'POST', path: /^\/api\/auth\/sign-out$/ },
];

export const authRoutes = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/auth/*', (c) => {
    const open = LIBRARY_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path));
    if (!open) throw notFound('No such API route.');
    return c.var.deps.auth.handler(c.req.raw);
  })
  .route('/', sessionRoutes)
  .route('/', recoveryRoutes)
  .route('/', signInLinkRoutes)
  .route('/', devOutboxRoutes);
