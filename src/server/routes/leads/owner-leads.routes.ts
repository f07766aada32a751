import { Hono } from 'hono';
import { z } from 'zod';
import { leadListQuerySchema, leadStatusInputSchema } from '@shared/schemas/leads';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { jsonInput, paramInput, queryInput } from '../../http/validate';
import { findLead, listLeads, setLeadStatus } from '../../leads/leads.queries';

export const LEAD_NOT_FOUND = 'We could not find that request.';

const leadParam = paramInput(({ id }) => {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFound(LEAD_NOT_FOUND);
  return { id: parsed.data };
});

// Owners see and answer the requests sent to the profiles they manage; admins may update any lead.
export const ownerLeadsRoutes = new Hono<AppEnv>()
  .get('/leads/mine', requireUser, queryInput(leadListQuerySchema), async (c) => {
    const me = currentUser(c);
    const query = c.req.valid('query');
    return c.json(await listLeads(c.var.deps.db, query, me.id));
  })
  .patch('/leads/:id/status', requireUser, leadParam, jsonInput(leadStatusInputSchema), async (c) => {
    const me = currentUser(c);
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const { db } = c.var.deps;
    const found = await findLead(db, id);
    if (!found || (!me.isAdmin && found.ownerUserId !== me.id)) throw notFound(LEAD_NOT_FOUND);
    return c.json({ lead: await setLeadStatus(db, id, status) });
  });
