import type { Env } from '../env';

/**
 * Whether account mail (verification, password reset) can reach people: in production only through SMTP_URL;
 * in development and tests every message lands in the outbox (/dev/outbox).
 */
export const canSendMail = (env: Pick<Env, 'NODE_ENV' | 'SMTP_URL'>) =>
  env.NODE_ENV !== 'production' || Boolean(env.SMTP_URL);
