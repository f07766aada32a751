import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { databaseReachable } from '../../maintenance/health';

export const healthRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const { db, dbKind, mailer } = c.var.deps;
    const status = (await databaseReachable(db)) ? 'ok' : 'degraded';
    return c.json({ status, database: dbKind, mail: mailer.kind }, status === 'ok' ? 200 : 503);
  })
  /** Readiness for a load balancer or container healthcheck: this process can reach its database. */
  .get('/health/ready', async (c) => {
    if (await databaseReachable(c.var.deps.db)) return c.json({ status: 'ready' });
    return c.json({ status: 'unavailable' }, 503);
  });
