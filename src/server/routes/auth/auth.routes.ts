import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const authRoutes = new Hono<AppEnv>();

// The auth library's own endpoints (session, verify-email, reset-password, sign-out …).
authRoutes.on(['GET', 'POST'], '/auth/*', (c) => c.var.deps.auth.handler(c.req.raw));
