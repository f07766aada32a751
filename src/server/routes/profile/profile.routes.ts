import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const profileRoutes = new Hono<AppEnv>();

/** The signed-in user as the client needs it (null for guests), including the server's admin decision. */
profileRoutes.get('/me', (c) => c.json({ user: c.var.user }));
