import type { Page } from '@playwright/test';
import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';
import { appRunning } from './app-running';

// SPEC §6: anyone but an administrator who clicks a marketing text an administrator would edit in place sees
// 'Access Denied: Only administrators can edit content.'

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

async function clickHeroTitle(page: Page, device: DeviceName) {
  const title = page.locator('#hero-title');
  if (device === 'mobile') await title.tap();
  else await title.click();
}

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test.describe(`clicking an editable text (${device})`, on(device), () => {
    test('tells a signed-in patient that only administrators can edit', async ({ page, signIn }) => {
      await signIn(await createVerifiedPatient('Noor'));
      await page.goto('/');
      await appRunning(page);
      // Signed in as a patient: the page offers no editor.
      await expect(
        page
          .locator('section[aria-labelledby="cta-title"]')
          .getByRole('link', { name: 'Go to Your Dashboard' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit hero title' })).toHaveCount(0);
      await clickHeroTitle(page, device);
      await expect(toast(page, 'Access Denied')).toBeVisible();
      await expect(toast(page, 'Only administrators can edit content.')).toBeVisible();
    });

    test('tells a guest the same, and lets them select the text without it', async ({ page }) => {
      await page.goto('/');
      await appRunning(page);
      const title = page.locator('#hero-title');
      // Selecting the words (to copy them) is not a click on the text.
      await title.selectText();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      await clickHeroTitle(page, device);
      await expect(toast(page, 'Access Denied')).toBeVisible();
      await expect(toast(page, 'Only administrators can edit content.')).toBeVisible();
    });
  });
}
