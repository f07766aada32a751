import { Hono } from 'hono';
import { z } from 'zod';
import { leadListQuerySchema, leadStatusInputSchema } from '@shared/schemas/leads';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { parseJson, parseQuery } from '../../http/validate';
import { findLead, listLeads, setLeadStatus } from '../../leads/leads.queries';

export const LEAD_NOT_FOUND = 'We could not find that request.';

// Owners see and answer the requests sent to the profiles they manage; admins may update any lead.
export const ownerLeadsRoutes = new Hono<AppEnv>()
  .get('/leads/mine', requireUser, async (c) => {
    const me = currentUser(c);
    const query = parseQuery(c, leadListQuerySchema);
    return c.json(await listLeads(c.var.deps.db, query, me.id));
  })
  .patch('/leads/:id/status', requireUser, async (c) => {
    const me = currentUser(c);
    const id = z.uuid().safeParse(c.req.param('id'));
    if (!id.success) throw notFound(LEAD_NOT_FOUND);
    const { status } = await parseJson(c, leadStatusInputSchema);
    const { db } = c.var.deps;
    const found = await findLead(db, id.data);
    if (!found || (!me.isAdmin && found.ownerUserId !== me.id)) throw notFound(LEAD_NOT_FOUND);
    return c.json({ lead: await setLeadStatus(db, id.data, status) });
  });
