// Plain helpers of the journeys: accounts made and signed in through the real API, mail read at the SMTP sink,
// and the waits the app's own rules call for. The fixtures (fixtures.ts) build on them.
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { USER_AGENT } from './devices';

export const SEEDED = {
  demo: { email: 'demo@truself.app', password: 'TruSelf-Demo-2026!' },
  admin: { email: 'admin@truself.com', password: 'TruSelf-Admin-2026!' },
};
export const STRONG_PASSWORD = 'Sunny-Harbor-81!';

export interface Account {
  email: string;
  password: string;
}

/** The server global-setup.ts started (read when used: test files are also loaded before it starts). */
export function serverUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`');
  return url;
}

// The worker's copy of this module starts at a random visitor: runs that restart the worker (after a failure) or
// follow each other closely do not reuse the same addresses (and so SPEC's per-address sign-up limit).
let visitor = Math.floor(Math.random() * 50_000);
/** A distinct documentation-range address per simulated visitor (RFC 5737), sent as X-Forwarded-For. */
export function visitorAddress() {
  visitor++;
  return `198.51.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

/**
 * Counts the page's API requests in flight, from now on. `settled()` waits until none is: the page has the data
 * it asked for, without networkidle's half second of silence after every page.
 */
export function trackApi(page: Page) {
  const inFlight = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    settled: () => expect.poll(() => inFlight.size, { message: 'API requests still in flight' }).toBe(0),
  };
}

/**
 * SPEC's anti-bot check refuses a form sent sooner than its minimum fill time after the form's start token was
 * issued. Call when the form has appeared; `elapsed()` then waits out whatever part of that time the filling in
 * has not used, plus a moment for a start token the app fetches only after showing the form.
 */
export async function formShown(form: 'signIn' | 'signUp' | 'lead') {
  const shownAt = Date.now();
  const { minFillMs } = await formToken(form);
  return {
    elapsed: () =>
      expect
        .poll(() => Date.now() - shownAt, {
          message: `SPEC's minimum fill time for the ${form} form`,
          timeout: minFillMs + 5_000,
        })
        .toBeGreaterThan(minFillMs + 300),
  };
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a message to `to` at the SMTP sink (optionally whose subject matches) and returns its text and links. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000) {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with `npm run test:e2e`');
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(mailDir).sort().reverse()) {
      if (seen.has(file)) continue;
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as {
        to: string[];
        raw: string;
      };
      if (!mail.to.includes(to.toLowerCase())) continue;
      const text = decodeQuotedPrintable(mail.raw);
      const subjectLine = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      if (subject && !subject.test(subjectLine)) continue;
      const links = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
      return { subject: subjectLine, text, links };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} arrived`);
}

export function uniqueEmail(prefix = 'patient') {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A POST to the API as a browser would send it: same origin, a real user agent, its own client address. */
export function apiPost(pathname: string, body: unknown, cookie?: string) {
  const baseUrl = serverUrl();
  return fetch(`${baseUrl}/api${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'user-agent': USER_AGENT,
      'x-forwarded-for': visitorAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A form's start token and SPEC's minimum fill time for it. */
async function formToken(form: string) {
  const res = await fetch(`${serverUrl()}/api/forms/token?form=${form}`, {
    headers: { 'user-agent': USER_AGENT },
  });
  return (await res.json()) as { token: string; minFillMs: number };
}

/** A form's start token, once SPEC's minimum fill time has passed since it was issued. */
export async function filledFormToken(form: string) {
  const { token, minFillMs } = await formToken(form);
  // The server refuses forms submitted sooner than SPEC's minimum fill time.
  await new Promise((r) => setTimeout(r, minFillMs + 200));
  return token;
}

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

// Sessions signed in by this worker: a journey that needs an account signed in again reuses its session instead
// of waiting out the sign-in form's fill time once more. No journey signs a shared account out.
const sessions = new Map<string, Promise<Cookie[]>>();

/** Signs an existing account in through the API (once per worker) and puts its session cookie into a context. */
export async function signInContext(context: BrowserContext, account: Account) {
  let session = sessions.get(account.email);
  if (!session) {
    session = filledFormToken('signIn').then((token) => signInThroughApi(account, token));
    sessions.set(account.email, session);
    session.catch(() => sessions.delete(account.email));
  }
  await context.addCookies(await session);
}

async function signInThroughApi({ email, password }: Account, formToken: string): Promise<Cookie[]> {
  const res = await apiPost('/session/sign-in', { email, password, formToken, website: '' });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { hostname } = new URL(serverUrl());
  return res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: hostname, path: '/', httpOnly: true };
  });
}

/**
 * Creates and verifies a new patient account through the real sign-up API and the email link, and signs it in
 * (its sign-in token is taken beside the sign-up one, so both fill times pass at once).
 */
export async function createVerifiedPatient(firstName = 'Jordan') {
  const [signUpToken, signInToken] = await Promise.all([
    filledFormToken('signUp'),
    filledFormToken('signIn'),
  ]);
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await apiPost('/session/sign-up', {
    email,
    password: STRONG_PASSWORD,
    firstName,
    lastName: 'Rivera',
    username: `${firstName.toLowerCase()}_${Math.random().toString(36).slice(2, 8)}`,
    formToken: signUpToken,
    website: '',
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await waitForMail(email, /verify/i);
  const link = mail.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification link in the email');
  await fetch(link, { redirect: 'manual', headers: { 'user-agent': USER_AGENT } });
  const patient = { email, password: STRONG_PASSWORD, firstName };
  sessions.set(email, Promise.resolve(await signInThroughApi(patient, signInToken)));
  return patient;
}
