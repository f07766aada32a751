import { expect, type Page } from '@playwright/test';

// What every TruGPT journey does in the chat: accept the disclaimer, send a message, read the answer.

/** Ticks the disclaimer's box and accepts it; with `ifShown`, does nothing when no disclaimer is shown. */
export async function acceptDisclaimer(page: Page, { ifShown = false } = {}) {
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  if (ifShown && !(await accept.isVisible())) return;
  await page.getByTestId('trugpt-disclaimer').getByRole('checkbox').click();
  await accept.click();
}

/** Types a message into the chat and sends it with Enter. */
export async function ask(page: Page, question: string) {
  const box = page.getByLabel('Your message');
  await box.fill(question);
  await box.press('Enter');
}

/** Sends a message and returns the answer to it, once it has arrived and the box is ready again. */
export async function answerTo(page: Page, question: string) {
  const before = await page.getByTestId('assistant-message').count();
  await ask(page, question);
  const answer = page.getByTestId('assistant-message').nth(before);
  await expect(answer).not.toBeEmpty();
  await expect(page.getByLabel('Your message')).toBeVisible();
  return answer;
}
