import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on mail to newsletter subscribers. */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox' | 'disabled';
  send(message: MailMessage): Promise<void>;
  /** Development outbox only: the messages sent since start, newest first. */
  outbox(): OutboxEntry[];
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  quiet?: boolean;
  production?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      outbox: () => [],
    };
  }
  if (options.production) {
    // The development outbox never runs in production: links in account emails are secrets.
    options.logger.warn(
      'SMTP_URL is not set: account emails (verification, password reset) cannot be sent, so sign-up is refused until it is',
    );
    return {
      kind: 'disabled',
      async send(message) {
        options.logger.error({ subject: message.subject }, 'email not sent: SMTP_URL is not set');
      },
      outbox: () => [],
    };
  }
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  return {
    kind: 'outbox',
    async send(message) {
      entries.unshift({ ...message, id: nextId++, sentAt: new Date().toISOString() });
      entries.length = Math.min(entries.length, 200);
      // Development only: print the links so a developer can follow them without a mail server.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ to: message.to, subject: message.subject }, 'outbox: message stored');
      if (!options.quiet) for (const link of links) console.log(`[outbox] ${message.subject} → ${link}`);
    },
    outbox: () => entries,
  };
}
