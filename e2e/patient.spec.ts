import { appRunning } from './app-running';
import { onPhone } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient, formShown } from './harness';

test.describe('signed-in patient', () => {
  test('saves two providers, compares them, writes a review and sees it on the profile', async ({
    page,
    signIn,
  }) => {
    await signIn(await createVerifiedPatient('Morgan'));

    await page.goto('/provider/1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const firstSaved = String(heading).split(',')[0];

    // The second one straight from the search results: each card's button says whom it saves.
    await page.goto('/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toBeVisible();
    const other = (await names.allTextContents()).map((n) => n.split(',')[0]).find((n) => n !== firstSaved);
    await page.getByRole('button', { name: `Save ${other}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Saved ${other}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Saved providers', level: 1 })).toBeVisible();
    const boxes = page.getByRole('checkbox', { name: 'Compare' });
    await expect(boxes).toHaveCount(2);
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    const table = page.getByRole('region', { name: 'Provider comparison (scrolls sideways)' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Certification' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(2);

    await page.goto('/provider/1');
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('radio', { name: 'Worth It', exact: true }).check({ force: true });
    await dialog.getByLabel('Procedure you had').selectOption({ index: 1 });
    await dialog.getByLabel('Months since treatment').fill('4');
    await dialog.getByLabel('Title').fill('Calm, clear and honest');
    await dialog.getByLabel('Your review').fill('Too short.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(
      dialog.getByText('Please write at least 30 characters about your experience.'),
    ).toBeVisible();
    // Nothing typed is lost after a validation message.
    await expect(dialog.getByLabel('Title')).toHaveValue('Calm, clear and honest');
    await dialog
      .getByLabel('Your review')
      .fill('Every question answered at the consultation, and the quote matched the final bill exactly.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toHaveCount(0);

    const review = page.getByRole('article', { name: 'Calm, clear and honest' });
    await expect(review).toBeVisible();
    await expect(review.getByText('Verified email')).toBeVisible();
    await expect(review.getByText('Morgan R.')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Morgan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare your saved providers' })).toBeVisible();
  });

  test(
    'shows the top bar and a loading bar, not a blank page, while a signed-in page loads',
    onPhone,
    async ({ page, signIn }) => {
      await signIn(await createVerifiedPatient('Riley'));
      // The app's scripts held back, as on a slow connection: what shows is the server's HTML alone.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const opened = page.goto('/dashboard');
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'TruSelf home' })).toBeVisible();
      release();
      await opened;
      await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'TruSelf home' })).toHaveCount(2);
    },
  );

  test('sends guests from the dashboard and favorites to sign in and back', onPhone, async ({ page }) => {
    for (const path of ['/dashboard', '/favorites']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/signin' && url.searchParams.get('redirect') === path,
      );
    }
  });
});

test.describe('provider profile', () => {
  test('takes a consultation request from a guest on a phone', onPhone, async ({ page }) => {
    await page.goto('/provider/1');
    await expect(page.getByRole('heading', { name: 'Request a consultation' })).toBeVisible();
    const form = await formShown('lead');
    // The app's own checks, every field at once: a tap before the app is live is a plain post, answered by the server
    // with the first rule that failed (first-tap.spec.ts).
    await appRunning(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Please tick the box to agree to share your details with the practice.'),
    ).toBeVisible();
    await page.getByLabel('Your name').fill('Riley Chen');
    await page.getByRole('textbox', { name: 'Email' }).fill('riley.chen@example.com');
    await page.getByLabel('When are you hoping to be treated?').selectOption('within_3_months');
    await page.getByRole('checkbox', { name: /I agree to share these details with/ }).click();
    await form.elapsed();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: /Your request was sent to/ })).toBeVisible();
  });

  test('shows a not-found state for an unknown provider inside the page', async ({ page, consoleErrors }) => {
    // An unknown provider is answered with HTTP 404, which Chromium logs as a failed resource load.
    consoleErrors.allow(/status of 404/);
    await page.goto('/provider/987654');
    await expect(page.getByRole('heading', { name: 'Provider not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a provider' })).toBeVisible();
  });
});
