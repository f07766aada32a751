import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedPatient, expectNoErrors, openPage, SEEDED, signInContext } from './harness';

async function acceptDisclaimer(page: Page) {
  await page.getByTestId('trugpt-disclaimer').getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

describe('what the visitor came for carries through', () => {
  it('a Botox search opens a profile whose consultation form starts on Botox', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/find-doctors?procedure=botox&location=Miami%2C%20FL');
    await page
      .getByRole('link', { name: /View profile/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/provider/'));
    expect(new URL(page.url()).searchParams.get('procedure')).toBe('botox');
    const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
    await expect.poll(() => procedure.locator('option:checked').textContent()).toBe('Botox');
    expectNoErrors(errors);
  });

  it('a guide lists providers whose forms start on the guide’s procedure', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/procedure/rhinoplasty');
    const card = page.locator('#providers').getByRole('link').first();
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith('/provider/'));
    const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
    await expect.poll(() => procedure.locator('option:checked').textContent()).toBe('Rhinoplasty (Nose Job)');
  });

  it('a procedure the provider does not offer leaves the form on "Not sure yet"', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/provider/1?procedure=no-such-thing');
    const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
    await expect.poll(() => procedure.locator('option:checked').textContent()).toBe('Not sure yet');
  });

  it('signing out does not ask the same person to accept the chat disclaimer again', async () => {
    const patient = await createVerifiedPatient('Imani');
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await page.getByLabel('Your message').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto('/trugpt-chat');
    // Signed out, the chat shows its guest state straight away.
    await page.getByLabel('Your message').waitFor();
    expect(await page.getByTestId('trugpt-disclaimer').count()).toBe(0);
    expectNoErrors(errors);
  });

  it('the demo account’s chat list shows a new conversation as soon as it is asked, without a reload', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, SEEDED.demo.email, SEEDED.demo.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await page.getByRole('button', { name: 'New conversation' }).click();
    const box = page.getByLabel('Your message');
    await box.fill('how long does swelling last after lip filler');
    await box.press('Enter');
    await page.getByTestId('assistant-message').last().waitFor({ timeout: 10_000 });
    const list = page.getByRole('complementary', { name: 'Conversation history' });
    await expect
      .poll(() => list.getByText('How long does swelling last after lip filler').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expectNoErrors(errors);
  });
});
