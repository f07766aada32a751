import type { Page } from '@playwright/test';

/** Waits until the app runs the page (it starts once the page has loaded and marks `<html data-ready>`). */
export async function appRunning(page: Page) {
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60_000 });
}
