import { issueFormToken, formSecretFor, type FormKind } from '../../security/anti-bot';
import type { TestContext } from '../../test/test-app';

export const STRONG_PASSWORD = 'Lavender-Hills-42';

let counter = 0;

/** A form-start token issued a minute ago, so the minimum fill time has passed. */
export function agedFormToken(t: TestContext, form: FormKind, ageMs = 60_000) {
  return issueFormToken(formSecretFor(t.deps.env), form, Date.now() - ageMs);
}

export function signUpBody(t: TestContext, overrides: Record<string, unknown> = {}) {
  counter++;
  const tag = `${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    username: `jane_${tag}`,
    email: `jane.${tag}@example.com`,
    password: STRONG_PASSWORD,
    website: '',
    formToken: agedFormToken(t, 'signUp'),
    ...overrides,
  };
}

/** Distinct client addresses keep rate-limit counters of unrelated tests apart (TRUST_PROXY=true). */
export function fromAddress(n: number | string) {
  return { 'x-forwarded-for': `203.0.113.${n}` };
}

export function signUp(t: TestContext, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('/api/session/sign-up', { json: body, headers });
}

export function signIn(
  t: TestContext,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return t.request('/api/session/sign-in', {
    json: { ...credentials, website: '', formToken: agedFormToken(t, 'signIn'), ...extra },
    headers,
  });
}

/** The `name=value` pairs a response sets, joined as a Cookie header (expired ones left out). */
export function cookieFrom(res: Response) {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The newest mail to an address, and the first link in it. */
export function lastMailTo(t: TestContext, to: string) {
  const mail = t.deps.mailer.outbox().find((m) => m.to === to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { mail, link };
}

/** Follows a link from an email against the test app, returning the response without following redirects. */
export function followLink(t: TestContext, link: string, cookie?: string) {
  const url = new URL(link);
  return t.request(`${url.pathname}${url.search}`, { cookie });
}

export async function errorOf(res: Response) {
  const body = (await res.json()) as {
    error?: { message: string; code: string; fields?: Record<string, string> };
  };
  return body.error;
}
