import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPasswordMessage, MESSAGES } from '@shared/schemas/auth';
import { consultationMessages } from '@shared/schemas/consultation';
import { NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_MESSAGES } from '@shared/schemas/newsletter';
import { clientDist } from '../app';
import { leads, user } from '../db/schema';
import { RESET_REQUESTED } from '../routes/auth/recovery.routes';
import {
  agedFormToken,
  cookieFrom,
  followLink,
  fromAddress,
  lastMailTo,
  signIn,
  STRONG_PASSWORD,
} from '../routes/auth/auth-test-kit';
import { TOO_FAST } from '../security/anti-bot';
import { createProvider, seedCatalogue } from '../test/fixtures';
import { createTestContext, TEST_PASSWORD } from '../test/test-app';
import { serverDist } from './server-entry';

// Forms sent as plain posts, as a browser sends them before the app runs (or without JavaScript): the server does
// what the app does through the same API route, then redirects (post, redirect, get) to what the app would show,
// or sends the page back with the API's message and what was typed (never the password).

const t = await createTestContext({ TRUST_PROXY: 'true' });
await seedCatalogue(t.db);
const provider = await createProvider(t.db, { lastName: 'Plainpost' }, ['rhinoplasty', 'botox']);
// The refused answers are rendered into the page: both builds are needed (`npm run build`).
const built =
  fs.existsSync(path.join(clientDist, 'index.html')) &&
  fs.existsSync(path.join(serverDist, 'entry-server.js'));

let address = 0;
/** A browser's form post from this site, from its own address (rate limits of unrelated cases stay apart). */
function post(to: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  address++;
  return t.request(to, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...fromAddress(`${100 + (address % 150)}`),
      ...headers,
    },
  });
}

/** Follows a redirect as the browser does, with the cookies the post set. */
async function follow(res: Response, cookie = '') {
  const location = res.headers.get('location') ?? '';
  const flash = cookieFrom(res);
  const page = await t.request(location.split('#')[0], {
    cookie: [cookie, flash].filter(Boolean).join('; '),
  });
  return { location, page, html: await page.text(), cleared: page.headers.getSetCookie() };
}

/** The text of the page's #root, tags removed: what a person reads. */
const readable = (html: string) =>
  (/<div id="root">(.*?)<\/div>\n\s*<script type="application\/json"/s.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/ value="([^"]*)"/)?.[1];

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

describe('sign-up as a plain post (POST /signup)', () => {
  const fields = (tag: string, overrides: Record<string, string> = {}) => ({
    firstName: 'Jane',
    lastName: 'Plain',
    username: `plain_${tag}`,
    email: `jane.plain.${tag}@example.com`,
    password: STRONG_PASSWORD,
    formToken: agedFormToken(t, 'signUp'),
    website: '',
    ...overrides,
  });

  it('creates the account through the API, then redirects to the page that says where the link went', async () => {
    const sent = t.mailFromNow();
    const res = await post('/signup', fields('ok'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/signup');
    const row = await t.db.query.user.findFirst({ where: eq(user.email, 'jane.plain.ok@example.com') });
    expect(row).toMatchObject({ emailVerified: false, firstName: 'Jane', username: 'plain_ok' });
    expect(sent().map((m) => m.to)).toContain('jane.plain.ok@example.com');
    // No session: the address is confirmed first.
    expect(res.headers.getSetCookie().some((c) => /session/.test(c))).toBe(false);
    if (!built) return;
    const { html, cleared } = await follow(res);
    expect(readable(html)).toContain('Check your inbox');
    expect(readable(html)).toContain('jane.plain.ok@example.com');
    expect(html).not.toContain(STRONG_PASSWORD);
    // Shown once: the answer's cookie is cleared by the page that shows it.
    expect(cleared.some((c) => /^form_answer=;/.test(c))).toBe(true);
  });

  it.skipIf(!built)(
    "refuses what the API refuses, with SPEC's message and the typed fields kept, never the password",
    async () => {
      const res = await post('/signup', fields('weak', { password: 'short' }));
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(readable(html)).toContain('Password must be at least 12 characters long');
      expect(inputValue(html, 'username')).toBe('plain_weak');
      expect(inputValue(html, 'email')).toBe('jane.plain.weak@example.com');
      expect(inputValue(html, 'firstName')).toBe('Jane');
      expect(html).not.toContain('short"');
      expect(inputValue(html, 'password')).toBeUndefined();
      expect(await t.db.query.user.findFirst({ where: eq(user.username, 'plain_weak') })).toBeUndefined();
    },
  );

  it.skipIf(!built)("says 'All required fields must be filled.' for an empty form", async () => {
    const res = await post('/signup', { formToken: agedFormToken(t, 'signUp'), website: '' });
    expect(res.status).toBe(400);
    expect(readable(await res.text())).toContain(MESSAGES.signUpMissing);
  });

  it.skipIf(!built)(
    'keeps the anti-bot checks: sent too soon after the form appeared is refused',
    async () => {
      const res = await post('/signup', fields('fast', { formToken: agedFormToken(t, 'signUp', 100) }));
      expect(res.status).toBe(400);
      expect(readable(await res.text())).toContain(TOO_FAST);
      expect(await t.db.query.user.findFirst({ where: eq(user.username, 'plain_fast') })).toBeUndefined();
    },
  );

  it('is refused from another site, as the API refuses it', async () => {
    const res = await post('/signup', fields('csrf'), { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(await t.db.query.user.findFirst({ where: eq(user.username, 'plain_csrf') })).toBeUndefined();
  });
});

describe('newsletter as a plain post (POST /)', () => {
  it('mails the confirmation link, then redirects to the form, which says so', async () => {
    const sent = t.mailFromNow();
    const res = await post('/', {
      email: '  Plain.Reader@Example.COM ',
      formToken: agedFormToken(t, 'newsletter'),
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/#newsletter');
    expect(sent().map((m) => m.to)).toEqual(['plain.reader@example.com']);
    if (!built) return;
    const { html } = await follow(res);
    expect(readable(html)).toContain(
      `${NEWSLETTER_MESSAGES.success.title} ${NEWSLETTER_MESSAGES.success.description} ${NEWSLETTER_MESSAGES.checkInbox}`,
    );
  });

  it.skipIf(!built)(
    "refuses an address the shared schema refuses: SPEC's message under the field, the address kept",
    async () => {
      const sent = t.mailFromNow();
      const res = await post('/', { email: 'not-an-address', formToken: agedFormToken(t, 'newsletter') });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/#newsletter');
      const { html } = await follow(res);
      expect(readable(html)).toContain(NEWSLETTER_EMAIL_MESSAGE);
      expect(inputValue(html, 'email')).toBe('not-an-address');
      expect(sent()).toEqual([]);
    },
  );

  it('a filled honeypot is refused and mails nothing', async () => {
    const sent = t.mailFromNow();
    const res = await post('/', {
      email: 'bot@example.com',
      formToken: agedFormToken(t, 'newsletter'),
      website: 'https://spam.example',
    });
    expect(res.status).toBe(303);
    expect(sent()).toEqual([]);
    if (!built) return;
    expect(readable((await follow(res)).html)).toContain('Access denied.');
  });

  it.skipIf(!built)('the home page holds a form that posts, with its start token', async () => {
    const html = await (await t.request('/')).text();
    const form = /<form [^>]*method="post"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toContain('name="email"');
    expect(inputValue(form, 'formToken')).toMatch(/^newsletter\./);
  });
});

describe('consultation request as a plain post (POST /provider/:id)', () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Sam Plain',
    email: 'Sam.Plain@Example.com',
    phone: '',
    procedureId: 'rhinoplasty',
    timing: 'within_3_months',
    contactPreference: 'email',
    message: 'A subtle change, please.',
    consent: 'on',
    formToken: agedFormToken(t, 'lead'),
    website: '',
    ...overrides,
  });

  it('stores the lead for the page’s provider, then shows the success at the form', async () => {
    const res = await post(`/provider/${provider.id}?procedure=rhinoplasty`, fields());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/provider/${provider.id}?procedure=rhinoplasty#consultation`);
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'sam.plain@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'consultation',
      providerId: provider.id,
      procedureId: 'rhinoplasty',
      timing: 'within_3_months',
      contactPreference: 'email',
      message: 'A subtle change, please.',
      consent: true,
    });
    if (!built) return;
    const text = readable((await follow(res)).html);
    expect(text).toContain(`Your request was sent to ${provider.practiceName}`);
    expect(text).toContain('They will contact you at Sam.Plain@Example.com');
  });

  it.skipIf(!built)(
    "an unticked consent box is refused with SPEC's message, and everything typed is kept",
    async () => {
      const { consent: _unticked, ...rest } = fields({
        email: 'no.consent@example.com',
        phone: '305 555 0100',
      });
      const res = await post(`/provider/${provider.id}`, rest);
      expect(res.status).toBe(303);
      const { html } = await follow(res);
      expect(readable(html)).toContain(consultationMessages.consent);
      expect(inputValue(html, 'name')).toBe('Sam Plain');
      expect(inputValue(html, 'email')).toBe('no.consent@example.com');
      expect(inputValue(html, 'phone')).toBe('305 555 0100');
      expect(html).toMatch(/<option value="within_3_months" selected="">/);
      expect(html).toContain('A subtle change, please.</textarea>');
      expect(await t.db.select().from(leads).where(eq(leads.email, 'no.consent@example.com'))).toEqual([]);
    },
  );

  it.skipIf(!built)('a call asked for without a phone number gets the schema’s message', async () => {
    const res = await post(`/provider/${provider.id}`, fields({ contactPreference: 'phone' }));
    const { html } = await follow(res);
    expect(readable(html)).toContain(consultationMessages.phoneNeeded);
    expect(html).toMatch(/<input type="radio"[^>]* checked="" value="phone"\/>/);
  });

  it.skipIf(!built)(
    'a refusal too long to carry across a redirect comes back at once, all of it kept',
    async () => {
      const long = 'é'.repeat(2000);
      const { consent: _unticked, ...rest } = fields({ email: 'long.plain@example.com', message: long });
      const res = await post(`/provider/${provider.id}`, rest);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(readable(html)).toContain(consultationMessages.consent);
      expect(html).toContain(`${long}</textarea>`);
    },
  );

  it('a success carries nothing typed but the address across the redirect', async () => {
    const res = await post(`/provider/${provider.id}`, fields({ email: 'carried.plain@example.com' }));
    const flash = cookieFrom(res).replace(/^form_answer=/, '');
    const carried = JSON.parse(Buffer.from(flash.split('.')[0], 'base64url').toString('utf8'));
    expect(carried.answer.values).toEqual({ email: 'carried.plain@example.com' });
  });

  it('an unknown provider is refused, and nothing is stored', async () => {
    const before = (await t.db.select().from(leads)).length;
    const res = await post('/provider/999999', fields({ email: 'lost@example.com' }));
    expect(res.status).toBe(303);
    expect((await t.db.select().from(leads)).length).toBe(before);
  });
});

describe('a message to the company as a plain post (POST /contact-us)', () => {
  it('stores it, then redirects to the page saying where the reply goes', async () => {
    const res = await post('/contact-us', {
      name: 'Maya Plain',
      email: 'maya.plain@example.com',
      topic: 'account',
      message: 'How do I delete my saved providers?',
      formToken: agedFormToken(t, 'contact'),
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact-us');
    const [row] = await t.db.select().from(leads).where(eq(leads.email, 'maya.plain@example.com'));
    expect(row).toMatchObject({ kind: 'contact_us', name: 'Maya Plain' });
    if (!built) return;
    const text = readable((await follow(res)).html);
    expect(text).toContain('Thank you — your message is on its way');
    expect(text).toContain('maya.plain@example.com');
  });

  it.skipIf(!built)('a message too short: the schema’s message, the rest kept', async () => {
    const res = await post('/contact-us', {
      name: 'Maya Plain',
      email: 'short.plain@example.com',
      topic: 'feedback',
      message: 'short',
      formToken: agedFormToken(t, 'contact'),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(readable(html)).toContain('Please write at least 10 characters so we can help.');
    expect(inputValue(html, 'email')).toBe('short.plain@example.com');
    expect(html).toMatch(/<option value="feedback" selected="">/);
    expect(html).toContain('short</textarea>');
  });
});

describe('a reset link asked for as a plain post (POST /forgot-password)', () => {
  it('sends the link to an account, and says the same for any address', async () => {
    const account = await t.createUser();
    const sent = t.mailFromNow();
    const res = await post('/forgot-password', { email: account.email });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/forgot-password');
    expect(sent().map((m) => m.to)).toEqual([account.email]);
    if (!built) return;
    expect(readable((await follow(res)).html)).toContain(RESET_REQUESTED);
    const unknown = await post('/forgot-password', { email: 'nobody.plain@example.com' });
    expect(readable((await follow(unknown)).html)).toContain(RESET_REQUESTED);
  });

  it.skipIf(!built)('an empty address is refused with the schema’s message', async () => {
    const res = await post('/forgot-password', { email: '' });
    expect(res.status).toBe(400);
    expect(readable(await res.text())).toContain(MESSAGES.emailRequired);
  });
});

describe('a new password from the emailed link as a plain post (POST /reset-password?token=…)', () => {
  /** The token of a fresh reset link for `email`, as the link's redirect puts it in the page's address. */
  async function resetToken(email: string) {
    await t.request('/api/session/forgot-password', { json: { email }, headers: fromAddress(230) });
    const landed = await followLink(t, lastMailTo(t, email).link!);
    return new URL(landed.headers.get('location')!, 'http://localhost').searchParams.get('token')!;
  }

  it('sets the password through the API, then sends the visitor to sign in, as the app does', async () => {
    const account = await t.createUser();
    const token = await resetToken(account.email);
    const res = await post(`/reset-password?token=${encodeURIComponent(token)}`, {
      password: STRONG_PASSWORD,
      confirm: STRONG_PASSWORD,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/signin?reset=done');
    expect(
      (await signIn(t, { email: account.email, password: STRONG_PASSWORD }, fromAddress(7))).status,
    ).toBe(200);
  });

  it.skipIf(!built)(
    'two different passwords are refused before the API is asked; nothing typed comes back',
    async () => {
      const account = await t.createUser();
      const token = await resetToken(account.email);
      const res = await post(`/reset-password?token=${encodeURIComponent(token)}`, {
        password: STRONG_PASSWORD,
        confirm: 'Something-Else-42!',
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(readable(html)).toContain(confirmPasswordMessage);
      expect(html).not.toContain(STRONG_PASSWORD);
      expect(html).not.toContain('Something-Else-42!');
      // The link still works: nothing was used up.
      const again = await post(`/reset-password?token=${encodeURIComponent(token)}`, {
        password: STRONG_PASSWORD,
        confirm: STRONG_PASSWORD,
      });
      expect(again.headers.get('location')).toBe('/signin?reset=done');
    },
  );

  it.skipIf(!built)('a used or made-up link is refused with the API’s message', async () => {
    const res = await post('/reset-password?token=made-up', {
      password: STRONG_PASSWORD,
      confirm: STRONG_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(readable(await res.text())).toContain(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });
});

describe('sign-in as a plain post (POST /signin)', () => {
  it('signs in and goes where the app would, with the session cookie', async () => {
    const account = await t.createUser();
    const res = await post('/signin?redirect=/favorites', {
      email: account.email,
      password: TEST_PASSWORD,
      formToken: agedFormToken(t, 'signIn'),
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/favorites');
    expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
  });

  it.skipIf(!built)(
    'a wrong password: the API’s answer and status, the email kept, never the password',
    async () => {
      const account = await t.createUser();
      const res = await post('/signin', {
        email: account.email,
        password: 'Wrong-Password-99',
        formToken: agedFormToken(t, 'signIn'),
        website: '',
      });
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(readable(html)).toContain('Invalid email or password');
      expect(inputValue(html, 'email')).toBe(account.email);
      expect(html).not.toContain('Wrong-Password-99');
    },
  );
});

describe('the answer carried across the redirect', () => {
  it('is shown only by the page it is for, and a forged one is ignored', async () => {
    const res = await post('/', { email: 'carried@example.com', formToken: agedFormToken(t, 'newsletter') });
    const flash = cookieFrom(res);
    expect(flash).toMatch(/^form_answer=/);
    // Another page leaves it in place.
    const other = await t.request('/about-us', { cookie: flash });
    expect(other.headers.getSetCookie().some((c) => /^form_answer=/.test(c))).toBe(false);
    // Altered, it is dropped.
    const forged = flash.replace(/=(.)/, (_m, first: string) => `=${first === 'e' ? 'f' : 'e'}`);
    const page = await t.request('/', { cookie: forged });
    expect(page.headers.getSetCookie().some((c) => /^form_answer=;/.test(c))).toBe(true);
    if (built) expect(readable(await page.text())).not.toContain(NEWSLETTER_MESSAGES.checkInbox);
  });

  it('any other page answers a post by sending the visitor back to it', async () => {
    const res = await post('/about-us?x=1', { anything: 'kept nowhere' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about-us?x=1');
  });
});
