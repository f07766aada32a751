import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { sign, signatureMatches } from '../security/hmac';
import type { FormAnswerSeed } from './page-html';

/**
 * The server's answer to a form sent as a plain post that succeeded, carried across the redirect that follows it
 * (post, redirect, get): the page the visitor lands on shows it once, as the app would have after sending the form
 * itself. Signed, HttpOnly, for two minutes, and cleared as soon as it is shown. It holds what the success says
 * and the address the visitor typed (never a password), so the address stays out of the URL.
 */
const NAME = 'form_answer';
const MAX_AGE_S = 120;

interface Flash extends FormAnswerSeed {
  /** The page that shows it; any other page leaves it alone. */
  path: string;
}

/** Browsers keep a cookie of up to 4096 bytes, name and attributes included. */
const MAX_VALUE_BYTES = 3500;

const secretOf = (c: Context<AppEnv>) => `${c.var.deps.env.AUTH_SECRET}:form-answer`;
const encode = (path: string, seed: FormAnswerSeed) =>
  Buffer.from(JSON.stringify({ ...seed, path } satisfies Flash)).toString('base64url');

/** Whether the answer fits in a cookie (a long message typed into a form may not). */
export const answerFitsCookie = (path: string, seed: FormAnswerSeed) =>
  encode(path, seed).length + 50 <= MAX_VALUE_BYTES;

export function setAnswerCookie(c: Context<AppEnv>, path: string, seed: FormAnswerSeed) {
  const payload = encode(path, seed);
  setCookie(c, NAME, `${payload}.${sign(secretOf(c), payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.env.NODE_ENV === 'production',
    maxAge: MAX_AGE_S,
  });
}

/** The answer waiting for this page, if any; it is cleared once read. */
export function takeAnswerCookie(c: Context<AppEnv>): FormAnswerSeed | null {
  const value = getCookie(c, NAME);
  if (!value) return null;
  const [payload, signature] = value.split('.');
  let flash: Flash | null = null;
  if (payload && signature && signatureMatches(secretOf(c), payload, signature)) {
    try {
      flash = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flash;
    } catch {
      flash = null;
    }
  }
  if (flash && flash.path !== c.req.path) return null;
  deleteCookie(c, NAME, { path: '/' });
  if (!flash) return null;
  const { path: _path, ...seed } = flash;
  return seed;
}
