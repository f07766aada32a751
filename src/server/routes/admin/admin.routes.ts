import { Hono } from 'hono';
import {
  ADMIN_PAGE_SIZE,
  securityEventsQuerySchema,
  subscribersQuerySchema,
  usersQuerySchema,
} from '@shared/schemas/admin';
import { editableContentKeySchema } from '@shared/schemas/content-editing';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../http/middleware';
import { parseQuery } from '../../http/validate';
import { listContentHistory } from '../../content/content.queries';
import { toCsv } from './csv';
import { listSecurityEvents, listSubscribers, listUsers } from '../../admin/admin.queries';

export const adminRoutes = new Hono<AppEnv>();

// Every admin API: guests 401, signed-in non-admins 403 (DESIGN §6, enforced here rather than in the UI).
adminRoutes.use('/admin/*', requireAdmin);

const page = (n: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (n - 1) * ADMIN_PAGE_SIZE });
const CSV_EXPORT_LIMIT = 100_000;

adminRoutes.get('/admin/content-history', async (c) => {
  const { key } = parseQuery(c, z.object({ key: editableContentKeySchema.optional() }));
  return c.json({ history: await listContentHistory(c.var.deps.db, key) });
});

adminRoutes.get('/admin/subscribers', async (c) => {
  const query = parseQuery(c, subscribersQuerySchema);
  const result = await listSubscribers(c.var.deps.db, { q: query.q, ...page(query.page) });
  return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
});

adminRoutes.get('/admin/subscribers.csv', async (c) => {
  const query = parseQuery(c, subscribersQuerySchema);
  const { items } = await listSubscribers(c.var.deps.db, { q: query.q, limit: CSV_EXPORT_LIMIT, offset: 0 });
  const csv = toCsv(
    ['email', 'subscribed_at'],
    items.map((s) => [s.email, s.createdAt]),
  );
  const date = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="truself-newsletter-subscribers-${date}.csv"`);
  return c.body(csv);
});

adminRoutes.get('/admin/users', async (c) => {
  const query = parseQuery(c, usersQuerySchema);
  const result = await listUsers(c.var.deps.db, c.var.deps.env.ADMIN_EMAIL_DOMAIN, {
    q: query.q,
    ...page(query.page),
  });
  return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
});

adminRoutes.get('/admin/security-events', async (c) => {
  const query = parseQuery(c, securityEventsQuerySchema);
  const result = await listSecurityEvents(c.var.deps.db, { ...query, ...page(query.page) });
  return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
});
