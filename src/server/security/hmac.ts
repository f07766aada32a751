import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload`, base64url: the signature on form tokens and mailed links. */
export const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Whether `given` is the signature of `payload`, compared in constant time. */
export function signatureMatches(secret: string, payload: string, given: string) {
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
