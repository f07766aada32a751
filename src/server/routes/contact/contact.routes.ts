import { Hono } from 'hono';
import { CONTACT_TOPICS, contactInputSchema } from '@shared/schemas/contact';
import type { AppEnv } from '../../context';
import { jsonInput } from '../../http/validate';
import { createLead } from '../../leads/leads.queries';
import { assertHuman } from '../../security/anti-bot';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';

const RATE_LIMITED = 'You have sent several messages in a short time. Please try again in an hour.';

export const contactRoutes = new Hono<AppEnv>()
  /** The /contact-us form: stored as a lead of kind 'contact_us' for the team to answer. */
  .post('/contact', jsonInput(contactInputSchema), async (c) => {
    const input = c.req.valid('json');
    try {
      assertHuman(c, 'contact', input);
    } catch (error) {
      await logSecurityEvent(c.var.deps, { type: 'contact_bot_blocked', severity: 'medium' }, c);
      throw error;
    }
    await enforceRateLimit(c, 'contact', { message: RATE_LIMITED, keys: [`email:${input.email}`] });
    const topic = CONTACT_TOPICS.find((t) => t.value === input.topic)?.label ?? input.topic;
    const row = await createLead(c.var.deps.db, {
      kind: 'contact_us',
      userId: c.var.user?.id ?? null,
      name: input.name,
      email: input.email,
      contactPreference: 'email',
      message: `[${topic}] ${input.message}`,
      consent: true,
    });
    return c.json({ id: row.id, receivedAt: row.createdAt.toISOString() }, 201);
  });
