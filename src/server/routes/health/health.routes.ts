import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/health', async (c) => {
  const { db, dbKind, mailer } = c.var.deps;
  try {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: dbKind, mail: mailer.kind });
  } catch {
    return c.json({ status: 'degraded', database: dbKind, mail: mailer.kind }, 503);
  }
});

/** Readiness for a load balancer or container healthcheck: this process can reach its database. */
healthRoutes.get('/health/ready', async (c) => {
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: 'ready' });
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
});
