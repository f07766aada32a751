import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoErrors,
  type OpenedPage,
  openPage,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
} from './harness';

// One account walks through the whole life cycle; the journeys run in order and share it.
const email = uniqueEmail('accounts');
let password = STRONG_PASSWORD;
let first: OpenedPage;

/** Waits past SPEC's minimum fill time (3 s sign-in, 5 s sign-up) so the anti-bot check lets the form through. */
const humanPause = (page: Page, ms: number) => page.waitForTimeout(ms + 300);

async function fillSignUp(page: Page, address: string, username: string) {
  await page.goto('/signup');
  await page.getByLabel(/^First name/).fill('Avery');
  await page.getByLabel(/^Last name/).fill("O'Brien");
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Password/).fill(password);
  await humanPause(page, 5_000);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signInWithForm(page: Page, address: string, pass: string) {
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Password/).fill(pass);
  await humanPause(page, 3_000);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOutWithMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

describe('accounts', () => {
  it('sign up → mail arrives → follow the link → /dashboard → sign out → / → sign in', async () => {
    first = await openPage('desktop');
    const { page, errors } = first;
    await fillSignUp(page, email, `avery_${Date.now().toString(36)}`);
    await expect.poll(() => page.getByText('Account created successfully!').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);

    const mail = await waitForMail(email, /verify/i);
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).count()).toBe(1);

    await signOutWithMenu(page);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);

    await page.goto('/signin');
    await signInWithForm(page, email, password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // A notifications poll that was on its way as the sign-out ended the session is refused with 401; that
    // refusal is correct. Anything else is still an error.
    expectNoErrors(errors.filter((e) => !/status of 401 .*\/api\/notifications/.test(e)));
  });

  it('global sign-out ends the session of a second browser', async () => {
    const second = await openPage('desktop');
    await second.page.goto('/signin?redirect=/profile');
    await signInWithForm(second.page, email, password);
    await second.page.waitForURL((url) => url.pathname === '/profile');

    await first.page.goto('/dashboard');
    await signOutWithMenu(first.page);
    await first.page.waitForURL((url) => url.pathname === '/');

    await second.page.reload();
    await second.page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(second.page.url()).searchParams.get('redirect')).toBe('/profile');
    // The second browser's polling (notifications) may be answered 401 once its session has ended elsewhere:
    // that refusal is the point of this test. Anything else is still an error.
    expectNoErrors(second.errors.filter((e) => !/status of 401 .*\/api\//.test(e)));
  });

  it('forgot password → reset link → new password → sign in with it', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form has an Email field too: fill only once the reset page has replaced it.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(/If an account exists for that email/).count()).toBe(1);

    const mail = await waitForMail(email, /reset/i);
    const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'));
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    password = 'Quiet-Meadow-Lane-64';
    await page.getByLabel(/^New password/).fill('too-short');
    await page.getByLabel(/^Confirm new password/).fill('too-short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('Password must be at least 12 characters long').count()).toBe(1);
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await signInWithForm(page, email, password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expectNoErrors(errors);
  });

  it('an unverified account cannot sign in', async () => {
    const { page } = await openPage('desktop');
    const unverified = uniqueEmail('unverified');
    await fillSignUp(page, unverified, `casey_${Date.now().toString(36)}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);
    await page.goto('/signin');
    await signInWithForm(page, unverified, password);
    await expect
      .poll(() =>
        page
          .getByText('Please verify your email before signing in. Check your inbox and spam folder.')
          .count(),
      )
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expect.poll(() => page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(1);
  });
});
