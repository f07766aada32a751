import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// Headless Chromium announces itself as "HeadlessChrome", which the anti-bot check rightly refuses;
// journeys present the user agent of the same browser running headed.
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const SEEDED = {
  demo: { email: 'demo@truself.app', password: 'TruSelf-Demo-2026!' },
  admin: { email: 'admin@truself.com', password: 'TruSelf-Admin-2026!' },
};
export const STRONG_PASSWORD = 'Sunny-Harbor-81!';

// Each spec file runs in its own worker with its own copy of this module: a random start keeps files from reusing
// the same addresses (and so from sharing SPEC's per-address sign-up limit).
let visitor = Math.floor(Math.random() * 50_000);
/** A distinct documentation-range address per simulated visitor (RFC 5737), sent as X-Forwarded-For. */
export function visitorAddress() {
  visitor++;
  return `198.51.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

let browser: Browser | null = null;
const contexts: BrowserContext[] = [];

export async function getBrowser() {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  browser = null;
});

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A new browser context (its own cookies) and page at the given viewport, recording console errors. */
export async function openPage(
  viewport: ViewportName = 'desktop',
  context?: BrowserContext,
): Promise<OpenedPage> {
  const b = await getBrowser();
  const ctx =
    context ??
    (await b.newContext({
      viewport: VIEWPORTS[viewport],
      userAgent: USER_AGENT,
      isMobile: viewport === 'mobile',
      hasTouch: viewport === 'mobile',
      baseURL: baseUrl,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    }));
  if (!context) contexts.push(ctx);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    // For failed loads Chromium reports the resource's URL as the message location.
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  waitForAppOnLoad(page);
  return { page, context: ctx, errors };
}

/**
 * Guests get pages rendered by the server, which show before the app runs them: a click in that moment would go
 * nowhere. goto() and reload() therefore return once the app has marked the page live (main.tsx), as a
 * visitor's next tap would find it.
 */
function waitForAppOnLoad(page: Page) {
  const ready = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export function expectNoErrors(errors: string[]) {
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a message to `to` at the SMTP sink (optionally whose subject matches) and returns its text and links. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000) {
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

async function apiPost(pathname: string, body: unknown, cookie?: string) {
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

async function formToken(form: 'signIn' | 'signUp') {
  const res = await fetch(`${baseUrl}/api/forms/token?form=${form}`, {
    headers: { 'user-agent': USER_AGENT },
  });
  const { token, minFillMs } = (await res.json()) as { token: string; minFillMs: number };
  // The server refuses forms submitted sooner than SPEC's minimum fill time.
  await new Promise((r) => setTimeout(r, minFillMs + 200));
  return token;
}

/** Signs an existing account in through the API and puts its session cookie into a browser context. */
export async function signInContext(context: BrowserContext, email: string, password: string) {
  const res = await apiPost('/session/sign-in', {
    email,
    password,
    formToken: await formToken('signIn'),
    website: '',
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const url = new URL(baseUrl);
  await context.addCookies(
    res.headers.getSetCookie().map((c) => {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      return {
        name: pair.slice(0, i),
        value: pair.slice(i + 1),
        domain: url.hostname,
        path: '/',
        httpOnly: true,
      };
    }),
  );
}

/** Creates and verifies a new patient account through the real sign-up API and the email link. */
export async function createVerifiedPatient(firstName = 'Jordan') {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await apiPost('/session/sign-up', {
    email,
    password: STRONG_PASSWORD,
    firstName,
    lastName: 'Rivera',
    username: `${firstName.toLowerCase()}_${Math.random().toString(36).slice(2, 8)}`,
    formToken: await formToken('signUp'),
    website: '',
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await waitForMail(email, /verify/i);
  const link = mail.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification link in the email');
  await fetch(link, { redirect: 'manual', headers: { 'user-agent': USER_AGENT } });
  return { email, password: STRONG_PASSWORD, firstName };
}
