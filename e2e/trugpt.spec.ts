import type { Page } from '@playwright/test';
import { onPhone } from './devices';
import { expect, test } from './fixtures';
import { appRunning } from './app-running';
import { createVerifiedPatient, SEEDED } from './harness';
import { acceptDisclaimer, ask } from './chat';

let patient: Awaited<ReturnType<typeof createVerifiedPatient>>;
test.beforeAll(async () => {
  patient = await createVerifiedPatient('Taylor');
});

/** The disclaimer as SPEC words it, which cannot be accepted before its box is ticked. */
async function acceptReadDisclaimer(page: Page) {
  await expect(page.getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
  await expect(
    page.getByText('at least 18 years old, or have the consent of a parent or guardian'),
  ).toBeVisible();
  await acceptDisclaimer(page);
}

test.describe('TruGPT for guests', () => {
  test('desktop: the floating button opens the dialog; sending asks to sign up', async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    // The button steps aside while it would cover something (on landing: the home figures); a little scrolling
    // brings it back, as it would for a visitor.
    const floating = page.locator('button[data-floating-trugpt]');
    await expect
      .poll(async () => {
        if ((await floating.getAttribute('data-covering')) === null) return true;
        await page.mouse.wheel(0, 250);
        return false;
      })
      .toBe(true);
    await floating.click();
    const dialog = page.getByTestId('trugpt-dialog');
    await acceptReadDisclaimer(page);
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(400);
    expect(Math.round(box!.height)).toBe(600);
    await expect(page.getByLabel('Your message')).toBeDisabled();
    await page.getByRole('button', { name: 'How much does rhinoplasty cost?' }).click();
    await expect(page.getByText('Sign up required')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
  });

  test('mobile: the bottom bar offers Create Account and Sign In', onPhone, async ({ page }) => {
    await page.goto('/find-doctors');
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'TruGPT' }).click();
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
  });
});

test.describe('TruGPT for a signed-in patient', () => {
  test('desktop: holds a grounded conversation with providers, keeps context and titles it', async ({
    page,
    signIn,
  }) => {
    await signIn(patient);
    await page.goto('/trugpt-chat');
    await acceptReadDisclaimer(page);
    await expect(page.getByRole('button', { name: /^Welcome Chat/ })).toHaveCount(1);
    await ask(page, 'How much does a nose job cost in Miami?');
    const answer = page.getByTestId('assistant-message').last();
    await expect(
      answer.getByText('American Society of Plastic Surgeons', { exact: false }).first(),
    ).toBeVisible();
    const card = answer.getByRole('link', { name: /View profile/ }).first();
    await expect(card).toHaveAttribute('href', /^\/provider\/\d+$/);
    await expect(page.getByRole('button', { name: /^Rhinoplasty cost in Miami, FL/ })).toBeVisible();

    await ask(page, 'How long is recovery?');
    await expect(page.getByText('Recovery from Rhinoplasty')).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate answer' }).click();
    await expect(page.getByRole('button', { name: 'Regenerate answer' })).toBeVisible();
    await expect(page.getByTestId('assistant-message')).toHaveCount(2);
    await expect(page.getByTestId('assistant-message').last()).toContainText('Recovery from Rhinoplasty');
  });

  test('desktop: red-flag symptoms get emergency directions', async ({ page, signIn }) => {
    await signIn(patient);
    await page.goto('/trugpt-chat');
    await acceptReadDisclaimer(page);
    await page.getByRole('button', { name: 'New conversation' }).first().click();
    await expect(page.locator('button[aria-current="true"]', { hasText: 'New Conversation' })).toBeVisible();
    await ask(page, 'I had lipo yesterday and now I have chest pain');
    await expect(page.getByTestId('assistant-message').last()).toContainText('911');
  });

  test('mobile: renames and deletes a conversation from history', onPhone, async ({ page, signIn }) => {
    await signIn(patient);
    await page.goto('/trugpt-history');
    const first = page.getByRole('button', { name: /^Rename/ }).first();
    await first.click();
    await page.getByLabel('Conversation title').fill('My nose research');
    await page.getByRole('button', { name: 'Save title' }).click();
    await expect(page.getByText('My nose research')).toBeVisible();
    await page.getByRole('button', { name: 'Delete “My nose research”' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('My nose research')).toHaveCount(0);
  });
});

test.describe('TruGPT demo account', () => {
  test(
    'answers from the server engine after a short delay, labelled Demo, follow-ups included',
    onPhone,
    async ({ page, signIn }) => {
      await signIn(SEEDED.demo);
      await page.goto('/trugpt-chat');
      await acceptReadDisclaimer(page);
      await expect(page.getByRole('main').getByText('Demo', { exact: true })).toBeVisible();
      const served = page.waitForResponse((r) => r.url().endsWith('/api/trugpt/demo/chat') && r.ok());
      await ask(page, 'how much is a nose job');
      await expect(page.getByTestId('typing-indicator')).toBeVisible();
      await served;
      const answer = page.getByTestId('assistant-message').last();
      await expect(answer.getByText('What Rhinoplasty costs')).toBeVisible({ timeout: 5000 });
      await expect(answer).toContainText('American Society of Plastic Surgeons');
      await ask(page, 'and recovery?');
      await expect(
        page.getByTestId('assistant-message').nth(1).getByText('Recovery from Rhinoplasty'),
      ).toBeVisible();
    },
  );

  test('screens demo questions for emergencies on the server too', async ({ page, signIn }) => {
    await signIn(SEEDED.demo);
    await page.goto('/trugpt-chat');
    await acceptReadDisclaimer(page);
    await ask(page, 'had lipo 2 days ago and now i cant breathe right');
    const answer = page.getByTestId('assistant-message').last();
    await expect(answer).toContainText('911');
    await expect(answer.getByRole('link', { name: /View profile/ })).toHaveCount(0);
  });
});
