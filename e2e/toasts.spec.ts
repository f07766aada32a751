import type { Page } from '@playwright/test';
import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { uniqueEmail } from './harness';
import { appRunning } from './app-running';

// SPEC §9: one toast at a time. A new toast replaces the one on screen; the old one does not wait behind it (still
// read out by screen readers, and back once the new one is closed).

async function signUpByKeyboard(page: Page) {
  const email = page.getByLabel('Email address');
  await email.focus();
  await email.fill(uniqueEmail('news'));
  const answered = page.waitForResponse((r) => r.url().includes('/api/newsletter'));
  await email.press('Enter');
  expect((await answered).ok()).toBe(true);
}

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test(`a second newsletter sign-up's toast replaces the first (${device})`, on(device), async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    // The form loads as its section nears the viewport.
    await page.locator('#newsletter-title').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Email address')).toBeVisible();

    await signUpByKeyboard(page);
    const first = page.locator('[data-sonner-toast]').filter({ hasText: 'Success!' });
    await expect(first).toHaveCount(1);
    await first.evaluate((el) => el.setAttribute('data-first', ''));
    // The pointer rests on the toast, as when reading it: no toast times out meanwhile (sonner pauses them while
    // the pointer is on them). Where the toast is once it has slid in:
    await first.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    await signUpByKeyboard(page);
    await expect(page.locator('[data-sonner-toast]:not([data-first])')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast][data-first]:not([data-removed="true"])')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  });
}
