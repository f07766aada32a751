import type { Deps } from '../context';
import { createNotification, type NewNotification } from '../notifications/notifications.queries';

/**
 * Tells someone about a decision or a new lead: a bell notification when they have an account, and an email.
 * Delivery problems are logged, never turned into a failed request: the decision itself is already saved.
 */
export async function notifyPerson(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger' | 'env'>,
  input: {
    userId?: string | null;
    email?: string | null;
    subject: string;
    text: string;
    notification?: NewNotification;
  },
) {
  if (input.userId && input.notification) {
    await createNotification(deps.db, input.userId, input.notification).catch((error: Error) =>
      deps.logger.warn({ err: { message: error.message } }, 'notification not stored'),
    );
  }
  if (input.email) {
    await deps.mailer
      .send({ to: input.email, subject: input.subject, text: input.text })
      .catch((error: Error) => deps.logger.warn({ err: { message: error.message } }, 'mail not sent'));
  }
}

export function appLink(deps: Pick<Deps, 'env'>, path: string) {
  return `${deps.env.publicUrl}${path}`;
}
