import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD } from '../../test/test-app';
import { cookieFrom, errorOf, followLink, fromAddress, lastMailTo, signIn } from './auth-test-kit';

const t = await createTestContext({ TRUST_PROXY: 'true' });
const SENT =
  'If that email has an account, we have sent it a sign-in link. It works once, within 15 minutes. Please check your inbox and spam folder.';

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits where key like 'other:%'`);
});

const askForLink = (email: string, address: string) =>
  t.request('/api/session/sign-in-link', { json: { email }, headers: fromAddress(address) });

/** Strangers from many addresses guess the account's password until new addresses are slowed down. */
async function strangersGuess(email: string, tag: string) {
  for (let i = 0; i < 6; i++) {
    await signIn(t, { email, password: `Wrong-Guess-${i}-zz!` }, fromAddress(`${tag}.${i}`));
  }
  // Many more guesses would have grown the delay to its minute: hold it there, whatever the machine's pace.
  await t.db.execute(
    sql`update rate_limits set reset_at = now() + interval '1 minute' where key = ${`signInDelay:${email}`}`,
  );
}

describe('a one-time sign-in link for the owner while strangers guess the password', () => {
  it('lets the owner in at once from a new device, and that device is no longer slowed down', async () => {
    const u = await t.createUser();
    await strangersGuess(u.email, '10');
    // The owner on a new phone, with the right password: slowed down like the strangers.
    const slowed = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress('11.1'));
    expect(slowed.status).toBe(429);
    expect((await errorOf(slowed))?.message).toBe('Too many sign-in attempts. Please try again later.');

    const asked = await askForLink(u.email, '11.1');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ status: 'sent', message: SENT });
    const { mail, link } = lastMailTo(t, u.email);
    expect(mail?.subject).toBe('Your TruSelf sign-in link');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/session\/sign-in-link\?token=\S+$/);

    // Opened on the same phone.
    const url = new URL(link!);
    const landed = await t.request(`${url.pathname}${url.search}`, { headers: fromAddress('11.1') });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const cookie = cookieFrom(landed);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user.email).toBe(u.email);

    // Strangers go on guessing; the owner's device is known now, so the password works there at once.
    await strangersGuess(u.email, '12');
    const again = await signIn(t, { email: u.email, password: TEST_PASSWORD }, fromAddress('11.1'));
    expect(again.status).toBe(200);
  });

  it('works once', async () => {
    const u = await t.createUser();
    await askForLink(u.email, '20');
    const { link } = lastMailTo(t, u.email);
    expect((await followLink(t, link!)).headers.get('location')).toBe('/dashboard');
    const second = await followLink(t, link!);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/signin?link=invalid');
    expect(cookieFrom(second)).toBe('');
  });

  it('stops working after 15 minutes, and an altered token does nothing', async () => {
    const u = await t.createUser();
    await askForLink(u.email, '30');
    const { link } = lastMailTo(t, u.email);
    const altered = await followLink(t, `${link!.slice(0, -2)}xy`);
    expect(altered.headers.get('location')).toBe('/signin?link=invalid');
    await t.db.execute(
      sql`update verification set expires_at = now() - interval '1 second' where identifier like 'magic-link:%'`,
    );
    const late = await followLink(t, link!);
    expect(late.headers.get('location')).toBe('/signin?link=invalid');
    expect(cookieFrom(late)).toBe('');
  });

  it('answers an unknown or unconfirmed address the same way, and mails nobody', async () => {
    const waiting = await t.createUser({ verified: false });
    const known = await t.createUser();
    const answers = [];
    for (const email of ['nobody.at.all@example.com', waiting.email, known.email]) {
      const mail = t.mailFromNow();
      const res = await askForLink(email, '40');
      answers.push([res.status, await res.json()]);
      expect(mail().map((m) => m.to)).toEqual(email === known.email ? [known.email] : []);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('queues the mail: nothing is sent before the answer', async () => {
    const u = await t.createUser();
    const mail = t.mailFromNow();
    const res = await t.request('/api/session/sign-in-link', {
      json: { email: u.email },
      headers: fromAddress('45'),
      holdMail: true,
    });
    expect(res.status).toBe(200);
    expect(mail()).toEqual([]);
    await t.deliverMail();
    expect(mail().map((m) => m.subject)).toEqual(['Your TruSelf sign-in link']);
  });

  it('is limited per address asked for, like the other account mail', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 10; i++) expect((await askForLink(u.email, `50.${i}`)).status).toBe(200);
    const limited = await askForLink(u.email, '50.99');
    expect(limited.status).toBe(429);
  });

  it("keeps the library's own magic-link endpoints closed", async () => {
    const u = await t.createUser();
    const raw = await t.request('/api/auth/sign-in/magic-link', { json: { email: u.email } });
    expect(raw.status).toBe(404);
    expect((await t.request('/api/auth/magic-link/verify?token=x')).status).toBe(404);
  });
});
