import pino from 'pino';

// Secrets never reach the log: credentials, cookies and tokens are redacted by path. Free text a patient typed
// (chat, lead messages) is never passed to the logger in the first place.
export const redactPaths = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined });
}

export type Logger = ReturnType<typeof createLogger>;
