import { Hono } from 'hono';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, leadListQuerySchema } from '@shared/schemas/leads';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../http/middleware';
import { queryInput } from '../../http/validate';
import { toCsv } from '../../imports/csv';
import { exportLeads, listLeads, responseTimes } from '../../leads/leads.queries';

const EXPORT_HEADER = [
  'received_at',
  'type',
  'status',
  'provider',
  'name',
  'email',
  'phone',
  'procedure',
  'timing',
  'contact_preference',
  'consent',
  'message',
  'first_response_at',
  'minutes_to_first_response',
];

export const leadsAdminRoutes = new Hono<AppEnv>()
  .use('/admin/leads', requireAdmin)
  .use('/admin/leads/*', requireAdmin)
  .get('/admin/leads', queryInput(leadListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listLeads(c.var.deps.db, query));
  })
  .get('/admin/leads/response-times', async (c) => {
    return c.json({ providers: await responseTimes(c.var.deps.db) });
  })
  .get('/admin/leads/export.csv', queryInput(leadListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const rows = await exportLeads(c.var.deps.db, query);
    const csv = toCsv([
      EXPORT_HEADER,
      ...rows.map((l) => [
        l.createdAt,
        LEAD_KIND_LABELS[l.kind],
        LEAD_STATUS_LABELS[l.status],
        l.providerName,
        l.name,
        l.email,
        l.phone,
        l.procedureName,
        l.timing,
        l.contactPreference,
        l.consent ? 'yes' : 'no',
        l.message,
        l.firstResponseAt,
        l.firstResponseAt
          ? Math.round((Date.parse(l.firstResponseAt) - Date.parse(l.createdAt)) / 60_000)
          : null,
      ]),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="truself-leads-${date}.csv"`);
    return c.body(csv);
  });
