import { Hono } from 'hono';
import { NEWSLETTER_MESSAGES, newsletterInputSchema } from '@shared/schemas/newsletter';
import type { AppEnv } from '../../context';
import { jsonInput } from '../../http/validate';
import { assertHuman } from '../../security/anti-bot';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';
import {
  alreadySubscribedEmail,
  confirmedEmail,
  confirmSubscriptionEmail,
  unsubscribedEmail,
} from '../../newsletter/newsletter-mail';
import { isSubscribed, subscribe, unsubscribe } from '../../newsletter/newsletter.queries';

const RATE_LIMITED = 'Too many sign-up attempts from this device. Please try again later.';

export const newsletterRoutes = new Hono<AppEnv>()
  /**
   * SPEC §7 newsletter sign-up, with double opt-in: the address is mailed a confirmation link, and the answer is the
   * same whether it was subscribed already or not, so nobody can learn who reads our newsletter.
   */
  .post('/newsletter', jsonInput(newsletterInputSchema), async (c) => {
    const input = c.req.valid('json');
    try {
      assertHuman(c, 'newsletter', input);
    } catch (error) {
      await logSecurityEvent(c.var.deps, { type: 'newsletter_bot_blocked', severity: 'medium' }, c);
      throw error;
    }
    // Per address too: the form must not become a way to fill someone's inbox.
    await enforceRateLimit(c, 'newsletter', { message: RATE_LIMITED, keys: [`email:${input.email}`] });
    const { deps } = c.var;
    const mail = (await isSubscribed(deps.db, input.email))
      ? alreadySubscribedEmail(deps, input.email)
      : confirmSubscriptionEmail(deps, input.email);
    await deps.mailer
      .send(mail)
      .catch((error: Error) => deps.logger.warn({ err: { message: error.message } }, 'mail not sent'));
    return c.json({ status: 'check_inbox', message: NEWSLETTER_MESSAGES.success.description }, 202);
  })
  /** The link in the confirmation mail: only now is the address subscribed. */
  .get('/newsletter/confirm', async (c) => {
    const email = confirmedEmail(c.var.deps, c.req.query('token'));
    if (email) await subscribe(c.var.deps.db, email);
    return c.redirect(`/?newsletter=${email ? 'confirmed' : 'invalid'}`, 302);
  })
  /** One click from any mail we send a subscriber. */
  .get('/newsletter/unsubscribe', async (c) => {
    const email = unsubscribedEmail(c.var.deps, c.req.query('token'));
    if (email) await unsubscribe(c.var.deps.db, email);
    return c.redirect(`/?newsletter=${email ? 'unsubscribed' : 'invalid'}`, 302);
  });
