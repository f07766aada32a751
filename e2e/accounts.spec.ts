import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formShown, STRONG_PASSWORD, uniqueEmail, waitForMail } from './harness';

// One account walks through the whole life cycle; the journeys run in order and share it.
test.describe.configure({ mode: 'serial' });
const email = uniqueEmail('accounts');
let password = STRONG_PASSWORD;

async function fillSignUp(page: Page, address: string, username: string) {
  await page.goto('/signup');
  await expect(page.getByLabel(/^First name/)).toBeVisible();
  const form = await formShown('signUp');
  await page.getByLabel(/^First name/).fill('Avery');
  await page.getByLabel(/^Last name/).fill("O'Brien");
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Password/).fill(password);
  await form.elapsed();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signInWithForm(page: Page, address: string, pass: string) {
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  const form = await formShown('signIn');
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Password/).fill(pass);
  await form.elapsed();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOutWithMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

test.describe('accounts', () => {
  test('sign up → mail arrives → follow the link → /dashboard → sign out → / → sign in', async ({
    page,
    consoleErrors,
  }) => {
    // A notifications poll that was on its way as the sign-out ended the session is refused with 401; that
    // refusal is correct. Anything else is still an error.
    consoleErrors.allow(/status of 401 .*\/api\/notifications/);
    await fillSignUp(page, email, `avery_${Date.now().toString(36)}`);
    await expect(page.getByText('Account created successfully!')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(1);

    const mail = await waitForMail(email, /verify/i);
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(1);

    await signOutWithMenu(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    await page.goto('/signin');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('global sign-out ends the session of a second browser', async ({
    page,
    signIn,
    newVisitor,
    consoleErrors,
  }) => {
    // The second browser's polling (notifications) may be answered 401 once its session has ended elsewhere:
    // that refusal is the point of this test. Anything else is still an error.
    consoleErrors.allow(/status of 401 .*\/api\//);
    // The first browser is signed in through the API meanwhile: both wait out the sign-in form's fill time at once.
    const firstSignedIn = signIn({ email, password });
    const second = await newVisitor();
    await second.goto('/signin?redirect=/profile');
    await signInWithForm(second, email, password);
    await expect(second).toHaveURL((url) => url.pathname === '/profile');

    await firstSignedIn;
    await page.goto('/dashboard');
    await signOutWithMenu(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await second.reload();
    await expect(second).toHaveURL((url) => url.pathname === '/signin');
    expect(new URL(second.url()).searchParams.get('redirect')).toBe('/profile');
  });

  test('forgot password → reset link → new password → sign in with it', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form has an Email field too: fill only once the reset page has replaced it.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toHaveCount(1);

    const mail = await waitForMail(email, /reset/i);
    const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'));
    await page.goto(link!);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/reset-password' && url.searchParams.has('token'),
    );
    password = 'Quiet-Meadow-Lane-64';
    await page.getByLabel(/^New password/).fill('too-short');
    await page.getByLabel(/^Confirm new password/).fill('too-short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password must be at least 12 characters long')).toHaveCount(1);
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('an unverified account cannot sign in', async ({ page, consoleErrors }) => {
    // The refusal is an HTTP 403, which Chromium logs as a failed resource load.
    consoleErrors.allow(/status of 403 .*\/api\/session\/sign-in/);
    const unverified = uniqueEmail('unverified');
    await fillSignUp(page, unverified, `casey_${Date.now().toString(36)}`);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(1);
    await page.goto('/signin');
    await signInWithForm(page, unverified, password);
    await expect(
      page.getByText('Please verify your email before signing in. Check your inbox and spam folder.'),
    ).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(1);
  });
});
