import { sign, signatureMatches } from './hmac';

/**
 * Tokens for links we mail (confirm a work address, and the like): what the link is for, until when, and about
 * whom, signed with the app's secret. Nothing is stored; a token for one purpose never passes for another.
 */
const linkSecret = (secret: string) => `${secret}:links`;

export function signLinkToken(
  secret: string,
  purpose: string,
  subject: string,
  ttlMs: number,
  now = Date.now(),
) {
  const payload = `${purpose}.${now + ttlMs}.${Buffer.from(subject).toString('base64url')}`;
  return `${payload}.${sign(linkSecret(secret), payload)}`;
}

/** The subject of a valid, unexpired token for `purpose`, else null. */
export function readLinkToken(secret: string, purpose: string, token: unknown, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== purpose) return null;
  const payload = parts.slice(0, 3).join('.');
  if (!signatureMatches(linkSecret(secret), payload, parts[3])) return null;
  if (!(Number(parts[1]) > now)) return null;
  return Buffer.from(parts[2], 'base64url').toString('utf8');
}
