import type { Page } from '@playwright/test';
import { type DeviceName, on, onPhone } from './devices';
import { expect, test } from './fixtures';
import {
  apiPost,
  createVerifiedPatient,
  filledFormToken,
  SEEDED,
  STRONG_PASSWORD,
  waitForMail,
} from './harness';

// What a visitor does on a page the server rendered, before the app has taken it over (slow phone, slow network):
// the app's script is held back with page.route, as a slow connection would, and nothing here moves the pointer
// for the app. A scroll is kept, a tap is answered, and a form never puts its fields in the address.

/** Holds the app's entry script back until `release()`. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page as it arrives: returns once its markup is there, without waiting for any script. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const live = (page: Page) => page.locator('html[data-ready]');

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  for (const path of ['/', '/procedure/rhinoplasty', '/find-doctors?procedure=botox']) {
    test(
      `keeps where a visitor scrolled to while the app started on ${path} (${device})`,
      on(device),
      async ({ page }) => {
        const release = await holdTheApp(page);
        await open(page, path);
        await page.mouse.wheel(0, 1200);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
        const scrolled = await page.evaluate(() => window.scrollY);
        await expect(live(page)).not.toBeAttached();
        release();
        await expect(live(page)).toBeAttached();
        // Two frames after the app marked the page live: anything that would move the page has run.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      },
    );
  }
}

test(
  'a tap on the menu before the app runs opens it at once, and the app keeps it open',
  on('mobile'),
  async ({ page }) => {
    const release = await holdTheApp(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(live(page)).not.toBeAttached();
    release();
    await expect(live(page)).toBeAttached();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu).toBeVisible();
  },
);

/** Taps the bottom bar's TruGPT on a page held before the app runs: the offer's frame shows at once. */
async function tapGuestTrugptEarly(page: Page) {
  const release = await holdTheApp(page);
  await open(page, '/provider/1');
  const trugpt = page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'TruGPT' });
  await trugpt.tap();
  const dialog = page.getByRole('dialog', { name: 'Chat with TruGPT' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  await expect(live(page)).not.toBeAttached();
  return { release, trugpt, dialog };
}

test(
  "a guest's tap on TruGPT before the app runs opens its dialog at once, and the link reached for stays theirs",
  on('mobile'),
  async ({ page }) => {
    const { release, trugpt, dialog } = await tapGuestTrugptEarly(page);
    // The visitor's finger is on the link (the script put the focus there too) as the app takes the page over.
    const link = dialog.getByRole('link', { name: 'Create Account' });
    await expect(link).toBeFocused();
    const reached = await link.elementHandle();
    release();
    await expect(live(page)).toBeAttached();
    // The same dialog, and only it: the app does not swap its own copy in under the finger.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(trugpt).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeFocused();
    await reached!.tap();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
    await expect(live(page)).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trugpt).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  "a guest's TruGPT dialog opened before the app runs closes with Escape once it runs, the focus back on TruGPT",
  on('mobile'),
  async ({ page }) => {
    const { release, trugpt } = await tapGuestTrugptEarly(page);
    release();
    await expect(live(page)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trugpt).toBeFocused();
    await expect(trugpt).toHaveAttribute('aria-expanded', 'false');
    // Opened again, by the app this time: the same frame, the focus kept inside it.
    await trugpt.tap();
    const dialog = page.getByRole('dialog', { name: 'Chat with TruGPT' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create Account' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Create Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trugpt).toBeFocused();
  },
);

test(
  "a guest's TruGPT dialog opened before the app runs holds the page behind it, as the app's dialogs do",
  on('mobile'),
  async ({ page }) => {
    const { release, trugpt } = await tapGuestTrugptEarly(page);
    const main = page.locator('main');
    // Inert itself or inside an element that is.
    const inert = (locator: typeof main) =>
      locator.evaluate((element) => element.closest('[inert]') !== null);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    // Behind the dialog the page neither scrolls nor takes a tap or the focus, and screen readers leave it out.
    expect(await inert(main)).toBe(true);
    expect(await inert(trugpt)).toBe(true);
    expect(await bodyOverflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await inert(main)).toBe(false);
    await expect(trugpt).toBeFocused();
    expect(await bodyOverflow()).not.toBe('hidden');
    // Opened by the app once it runs: the same.
    release();
    await expect(live(page)).toBeAttached();
    await trugpt.tap();
    await expect(page.getByRole('dialog', { name: 'Chat with TruGPT' })).toBeVisible();
    expect(await inert(main)).toBe(true);
    expect(await bodyOverflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await inert(main)).toBe(false);
    expect(await bodyOverflow()).not.toBe('hidden');
  },
);

test('"Ask TruGPT about this provider" before the app runs shows TruGPT loading at once; Escape closes it', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await open(page, '/provider/1');
  await page.getByRole('button', { name: 'Ask TruGPT about this provider' }).click();
  const frame = page.getByRole('dialog', { name: 'TruGPT' });
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('status')).toHaveText('Loading TruGPT');
  await page.keyboard.press('Escape');
  await expect(frame).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask TruGPT about this provider' })).toBeFocused();
  await page.getByRole('button', { name: 'Ask TruGPT about this provider' }).click();
  await expect(frame).toBeVisible();
  release();
  await expect(live(page)).toBeAttached();
  await expect(page.getByTestId('trugpt-dialog')).toBeVisible();
  await expect(page.locator('#trugpt-early-dialog')).toBeHidden();
});

test('what a visitor types before the app runs stays in the field, focused, and is what the app searches for', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await open(page, '/');
  await page.getByLabel('Procedure', { exact: true }).selectOption('rhinoplasty');
  const location = page.getByLabel('Location');
  await location.pressSequentially('Miami');
  await expect(live(page)).not.toBeAttached();
  release();
  await expect(live(page)).toBeAttached();
  // Still the visitor's field, caret at the end: the rest of the place is typed on as if nothing happened.
  await expect(location).toBeFocused();
  await expect(location).toHaveValue('Miami');
  await page.keyboard.type(', FL');
  await expect(location).toHaveValue('Miami, FL');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/find-doctors');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    procedure: 'rhinoplasty',
    location: 'Miami, FL',
    searchType: 'procedure',
  });
});

test('a search tab picked before the app runs is the tab the app shows', async ({ page }) => {
  const release = await holdTheApp(page);
  await open(page, '/find-doctors');
  await page.getByText('Find by Provider').click();
  await expect(page.getByRole('radio', { name: 'Find by Provider' })).toBeChecked();
  release();
  await expect(live(page)).toBeAttached();
  const name = page.getByRole('combobox', { name: 'Provider or practice name' });
  await name.fill('ramirez');
  await name.press('Enter');
  await expect(page).toHaveURL(/searchType=provider/);
});

test(
  'a tab tapped before the app runs is the tab the app shows, and the URL keeps it',
  onPhone,
  async ({ page }) => {
    const release = await holdTheApp(page);
    await open(page, '/discovery');
    await page.getByRole('tab', { name: 'Weight' }).tap();
    await expect(live(page)).not.toBeAttached();
    release();
    await expect(live(page)).toBeAttached();
    await expect(page.getByRole('tab', { name: 'Weight' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL((url) => url.searchParams.get('concern') === 'weight');
  },
);

test('a form sent before the app runs is held and sent by the app once it runs', async ({ page }) => {
  const release = await holdTheApp(page);
  await open(page, '/forgot-password');
  await page.getByLabel(/^Email/).fill('someone@example.com');
  await page.getByLabel(/^Email/).press('Enter');
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(live(page)).toBeAttached();
  await expect(page.getByText(/If an account exists for that email/i)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test.describe('sign-in before any script has arrived', () => {
  test.beforeEach(async ({ page, consoleErrors }) => {
    // Every script refused: the page is the server's HTML alone.
    consoleErrors.allow(/Failed to load resource/);
    await page.route(/\.js$/, (route) => route.abort());
  });

  test('Enter sends the form as a post: the password never reaches the address', async ({ page }) => {
    await open(page, '/signin?redirect=/favorites');
    await page.getByLabel(/^Email/).fill(SEEDED.demo.email);
    await page.getByLabel(/^Password/).fill('a-wrong-password-1');
    await page.getByLabel(/^Password/).press('Enter');
    // The server's answer (too soon after the page arrived, or a wrong password: whichever applies by then), on
    // the page it sends back.
    await expect(
      page.getByText(/^(Please take your time filling out the form\.|Invalid email or password)/),
    ).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signin');
    expect([...url.searchParams.keys()]).toEqual(['redirect']);
    expect(page.url()).not.toContain('password');
    expect(page.url()).not.toContain('demo');
    await expect(page.getByLabel(/^Email/)).toHaveValue(SEEDED.demo.email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
  });

  test('a right password signs the visitor in and goes on, as the app would', async ({ page, context }) => {
    await open(page, '/signin?redirect=/favorites');
    await page.getByLabel(/^Email/).fill(SEEDED.demo.email);
    await page.getByLabel(/^Password/).fill(SEEDED.demo.password);
    // SPEC's minimum fill time for sign-in is counted from when the page was rendered.
    await page.waitForTimeout(3_500);
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/favorites');
    expect(page.url()).not.toContain('password');
    expect((await context.cookies()).some((cookie) => /session/.test(cookie.name))).toBe(true);
  });
});

/**
 * Holds back every script (the app and public/early-input.js), as a slow connection would, until `release()`:
 * the page is the server's HTML alone, and a form is sent by the browser itself.
 */
async function holdEveryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The address shows no field of the form: nothing but the page (and an anchor to the form's answer). */
function expectNoFieldInAddress(page: Page, pathname: string, values: string[]) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(pathname);
  expect(url.search).toBe('');
  for (const value of values) expect(page.url()).not.toContain(encodeURIComponent(value));
}

// Forms that change something, sent before any script has arrived: the server does what the app would have done
// (through the same API), and the page it answers with says so, or says why not with what was typed kept. Once
// the scripts arrive, the app takes that page over and keeps showing the answer.
test.describe('state-changing forms sent before any script has arrived', () => {
  test('sign-up creates the account and says where the link went', async ({ page }) => {
    const release = await holdEveryScript(page);
    await open(page, '/signup');
    const email = `early.signup.${Date.now()}@example.com`;
    await page.getByLabel(/^First name/).fill('Early');
    await page.getByLabel(/^Last name/).fill('Bird');
    await page.getByLabel(/^Username/).fill(`early_${Date.now().toString(36)}`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(STRONG_PASSWORD);
    // SPEC's minimum fill time for sign-up, counted from when the page was rendered.
    await page.waitForTimeout(5_500);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expectNoFieldInAddress(page, '/signup', [email, STRONG_PASSWORD]);
    release();
    await expect(live(page)).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  test('sign-up refused: the rule that failed is said, what was typed is kept, the password is not', async ({
    page,
    consoleErrors,
  }) => {
    // The page comes back with the API's status.
    consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^/]+\/signup\)/);
    await holdEveryScript(page);
    await open(page, '/signup');
    await page.getByLabel(/^First name/).fill('Early');
    await page.getByLabel(/^Last name/).fill('Bird');
    await page.getByLabel(/^Username/).fill('early_refused');
    await page.getByLabel(/^Email/).fill('early.refused@example.com');
    await page.getByLabel(/^Password/).fill('too-short');
    await page.waitForTimeout(5_500);
    await page.getByLabel(/^Password/).press('Enter');
    await expect(
      page.getByRole('alert').getByText('Password must be at least 12 characters long'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Username/)).toHaveValue('early_refused');
    await expect(page.getByLabel(/^Email/)).toHaveValue('early.refused@example.com');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    expectNoFieldInAddress(page, '/signup', ['early.refused', 'too-short']);
  });

  test('the newsletter sends its confirmation link and says so at the form', async ({ page }) => {
    const release = await holdEveryScript(page);
    await open(page, '/');
    const form = page.locator('#newsletter form');
    const email = `early.reader.${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'SIGN UP' }).click();
    const said = page.getByText(
      'Thank you for subscribing to our newsletter. Please open the link we emailed you to confirm.',
    );
    await expect(said).toBeVisible();
    expectNoFieldInAddress(page, '/', [email]);
    expect(new URL(page.url()).hash).toBe('#newsletter');
    release();
    await expect(live(page)).toBeAttached();
    // The page is at the form, where the answer is.
    await expect(said).toBeInViewport();
  });

  test('a consultation request reaches the practice, and the page says so at the form', async ({ page }) => {
    const release = await holdEveryScript(page);
    await open(page, '/provider/1');
    const form = page.locator('#consultation form');
    const email = `early.patient.${Date.now()}@example.com`;
    await form.getByLabel(/^Your name/).fill('Early Patient');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel(/^When are you hoping to be treated/).selectOption('within_3_months');
    // Refused first: the consent box is not ticked. SPEC's message, at the form, with everything typed kept.
    await page.waitForTimeout(3_500);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Please tick the box to agree to share your details with the practice.'),
    ).toBeVisible();
    expectNoFieldInAddress(page, '/provider/1', [email]);
    await expect(form.getByLabel(/^Your name/)).toHaveValue('Early Patient');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByLabel(/^When are you hoping to be treated/)).toHaveValue('within_3_months');
    await form.getByRole('checkbox', { name: /I agree to share these details with/ }).check();
    await page.waitForTimeout(3_500);
    await form.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('heading', { name: /^Your request was sent to / });
    await expect(sent).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expectNoFieldInAddress(page, '/provider/1', [email]);
    release();
    await expect(live(page)).toBeAttached();
    await expect(sent).toBeInViewport();
  });

  test('a message to the company is sent and the page says where the reply goes', async ({ page }) => {
    await holdEveryScript(page);
    await open(page, '/contact-us');
    const email = `early.writer.${Date.now()}@example.com`;
    await page.getByLabel(/^Your name/).fill('Early Writer');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Message/).fill('How do I delete my saved providers?');
    await page.waitForTimeout(3_500);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you — your message is on its way' })).toBeVisible();
    expectNoFieldInAddress(page, '/contact-us', [email]);
  });

  test('a reset link asked for is sent, with the same answer for any address', async ({ page }) => {
    await holdEveryScript(page);
    await open(page, '/forgot-password');
    await page.getByLabel(/^Email/).fill(SEEDED.demo.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
    expectNoFieldInAddress(page, '/forgot-password', [SEEDED.demo.email]);
  });
});

test.describe('a new password from the emailed link, before any script has arrived', () => {
  /** A fresh account and the reset page its emailed link leads to (`/reset-password?token=…`). */
  async function resetPage() {
    const patient = await createVerifiedPatient('Reset');
    expect((await apiPost('/session/forgot-password', { email: patient.email })).ok).toBe(true);
    const mail = await waitForMail(patient.email, /reset/i);
    const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'));
    const landed = await fetch(link!, { redirect: 'manual' });
    const target = new URL(landed.headers.get('location')!, link);
    expect(target.pathname).toBe('/reset-password');
    return { patient, path: `${target.pathname}${target.search}` };
  }

  test('the server sets it and sends the visitor to sign in; no password is ever in the address', async ({
    page,
    consoleErrors,
  }) => {
    // The refused post is answered 400, which Chromium logs.
    consoleErrors.allow(/status of 400 .*\/reset-password/);
    const { patient, path } = await resetPage();
    const release = await holdEveryScript(page);
    await open(page, path);
    const password = 'Quiet-Meadow-Lane-64';
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(`${password}x`);
    await page.getByLabel(/^Confirm new password/).press('Enter');
    // Refused by the form's own check, on the page the server sends back: the link still in the address, no
    // password in it or in the fields.
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expect(page.url()).not.toContain('Meadow');
    await expect(page.getByLabel(/^New password/)).toHaveValue('');
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(page.url()).not.toContain('Meadow');
    release();
    // The new password is the account's.
    const formToken = await filledFormToken('signIn');
    const signedIn = await apiPost('/session/sign-in', {
      email: patient.email,
      password,
      formToken,
      website: '',
    });
    expect(signedIn.status).toBe(200);
  });
});

// Every form with a password or personal data that a guest gets in the server's HTML. Forms that appear only once
// the app runs (a claim, a consultation request from a lead page, a review, TruGPT) cannot be sent before it;
// src/client/forms-post.test.ts holds every form in the code to method="post".
const FORMS = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc',
  '/contact-us',
  '/provider/1',
  '/list-practice',
];

test('no form a guest can send before the app runs puts a field in the address', async ({
  page,
  consoleErrors,
}) => {
  // Eight pages, each opened once per form on it.
  test.slow();
  consoleErrors.allow(/Failed to load resource/);
  await page.route(/\.js$/, (route) => route.abort());
  for (const path of FORMS) {
    await open(page, path);
    const forms = page.locator('form:not([role="search"]):not([method="get"])');
    const count = await forms.count();
    expect(count, `a form on ${path}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      if (i > 0) await open(page, path);
      const form = page.locator('form:not([role="search"]):not([method="get"])').nth(i);
      const names = await form.evaluate((element: HTMLFormElement) =>
        [...element.elements]
          .filter((field): field is HTMLInputElement | HTMLTextAreaElement =>
            ['text', 'email', 'tel', 'password', 'url', 'textarea', 'search'].includes(
              (field as HTMLInputElement).type,
            ),
          )
          .map((field) => {
            field.value = field.type === 'email' ? 'leak.check@example.com' : `leak-check-${field.name}`;
            return field.name;
          }),
      );
      const navigated = page.waitForEvent('framenavigated');
      await form.evaluate((element: HTMLFormElement) => element.submit());
      await navigated;
      await page.waitForLoadState('load');
      const url = page.url();
      expect(url, `${path}: the address after sending its form`).not.toContain('leak');
      for (const name of names.filter(Boolean)) {
        expect(new URL(url).searchParams.has(name), `${path}: "${name}" in the address`).toBe(false);
      }
    }
  }
});
