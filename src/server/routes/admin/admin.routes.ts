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
import { queryInput } from '../../http/validate';
import { listContentHistory } from '../../content/content.queries';
import { toCsv } from './csv';
import { canSendMail } from '../../mail/mail-state';
import { listSecurityEvents, listSubscribers, listUsers } from '../../admin/admin.queries';

const page = (n: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (n - 1) * ADMIN_PAGE_SIZE });

const CSV_EXPORT_LIMIT = 100_000;

export const adminRoutes = new Hono<AppEnv>()
  // Every admin API: guests 401, signed-in non-admins 403 (DESIGN §6, enforced here rather than in the UI).
  .use('/admin/*', requireAdmin)
  // What the site cannot do as configured, for the dashboard to say: without mail, nobody can sign up.
  .get('/admin/status', (c) => c.json({ mail: { configured: canSendMail(c.var.deps.env) } }))
  .get(
    '/admin/content-history',
    queryInput(z.object({ key: editableContentKeySchema.optional() })),
    async (c) => {
      const { key } = c.req.valid('query');
      return c.json({ history: await listContentHistory(c.var.deps.db, key) });
    },
  )
  .get('/admin/subscribers', queryInput(subscribersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await listSubscribers(c.var.deps.db, { q: query.q, ...page(query.page) });
    return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
  })
  .get('/admin/subscribers.csv', queryInput(subscribersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items } = await listSubscribers(c.var.deps.db, {
      q: query.q,
      limit: CSV_EXPORT_LIMIT,
      offset: 0,
    });
    const csv = toCsv(
      ['email', 'subscribed_at'],
      items.map((s) => [s.email, s.createdAt]),
    );
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="truself-newsletter-subscribers-${date}.csv"`);
    return c.body(csv);
  })
  .get('/admin/users', queryInput(usersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await listUsers(c.var.deps.db, c.var.deps.env.ADMIN_EMAIL_DOMAIN, {
      q: query.q,
      ...page(query.page),
    });
    return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
  })
  .get('/admin/security-events', queryInput(securityEventsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await listSecurityEvents(c.var.deps.db, { ...query, ...page(query.page) });
    return c.json({ ...result, page: query.page, pageSize: ADMIN_PAGE_SIZE });
  });
