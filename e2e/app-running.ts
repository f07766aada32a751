import type { Page } from '@playwright/test';

/**
 * Waits until the app runs the page: a guest's page starts it at the visitor's first move (public/app-loader.js),
 * so the pointer moves, as a visitor's does, whether or not goto() has already made that move.
 */
export async function appRunning(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(4, 4);
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60_000 });
}
