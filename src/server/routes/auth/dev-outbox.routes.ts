import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { isLoopbackRequest } from '../../security/loopback';

export const devOutboxRoutes = new Hono<AppEnv>()
  /**
   * Development only: the mail the app would have sent, so a developer can follow verification and reset links
   * without a mail server. It holds reset links, so it answers only requests from this machine, and production
   * answers 404 whatever the mail setup.
   */
  .get('/dev/outbox', (c) => {
    const { env, mailer } = c.var.deps;
    if (env.NODE_ENV === 'production' || !isLoopbackRequest(c)) throw notFound('No such API route.');
    const messages = mailer.outbox().map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      sentAt: m.sentAt,
      links: m.text.match(/https?:\/\/\S+/g) ?? [],
    }));
    return c.json({ mode: mailer.kind, messages });
  });
