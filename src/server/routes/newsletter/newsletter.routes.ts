import { Hono } from 'hono';
import { NEWSLETTER_MESSAGES, newsletterInputSchema } from '@shared/schemas/newsletter';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { parseJson } from '../../http/validate';
import { assertHuman } from '../../security/anti-bot';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';
import { subscribe } from './newsletter.queries';

export const newsletterRoutes = new Hono<AppEnv>();

const RATE_LIMITED = 'Too many sign-up attempts from this device. Please try again later.';

/** SPEC §7 "insert newsletter_subscribers {email}", with SPEC §8's duplicate rule (23505). */
newsletterRoutes.post('/newsletter', async (c) => {
  const input = await parseJson(c, newsletterInputSchema);
  try {
    assertHuman(c, 'newsletter', input);
  } catch (error) {
    await logSecurityEvent(c.var.deps, { type: 'newsletter_bot_blocked', severity: 'medium' }, c);
    throw error;
  }
  await enforceRateLimit(c, 'newsletter', { message: RATE_LIMITED });
  const result = await subscribe(c.var.deps.db, input.email);
  if (result === 'already_subscribed') {
    throw new ApiError(409, 'already_subscribed', NEWSLETTER_MESSAGES.duplicate.description);
  }
  return c.json({ subscribed: true, message: NEWSLETTER_MESSAGES.success.description }, 201);
});
