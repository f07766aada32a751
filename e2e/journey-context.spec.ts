import { onPhone } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient, SEEDED } from './harness';
import { acceptDisclaimer } from './chat';

test.describe('what the visitor came for carries through', () => {
  test(
    'a Botox search opens a profile whose consultation form starts on Botox',
    onPhone,
    async ({ page }) => {
      await page.goto('/find-doctors?procedure=botox&location=Miami%2C%20FL');
      await page
        .getByRole('link', { name: /View profile/ })
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/provider/'));
      expect(new URL(page.url()).searchParams.get('procedure')).toBe('botox');
      const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
      await expect(procedure.locator('option:checked')).toHaveText('Botox');
    },
  );

  test('a guide lists providers whose forms start on the guide’s procedure', async ({ page }) => {
    await page.goto('/procedure/rhinoplasty');
    const card = page.locator('#providers').getByRole('link').first();
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/provider/'));
    const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
    await expect(procedure.locator('option:checked')).toHaveText('Rhinoplasty (Nose Job)');
  });

  test('a procedure the provider does not offer leaves the form on "Not sure yet"', async ({ page }) => {
    await page.goto('/provider/1?procedure=no-such-thing');
    const procedure = page.locator('#consultation').getByRole('combobox', { name: 'Procedure' });
    await expect(procedure.locator('option:checked')).toHaveText('Not sure yet');
  });

  test('signing out does not ask the same person to accept the chat disclaimer again', async ({
    page,
    signIn,
  }) => {
    await signIn(await createVerifiedPatient('Imani'));
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await expect(page.getByLabel('Your message')).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await page.goto('/trugpt-chat');
    // Signed out, the chat shows its guest state straight away.
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expect(page.getByTestId('trugpt-disclaimer')).toHaveCount(0);
  });

  test('the demo account’s chat list shows a new conversation as soon as it is asked, without a reload', async ({
    page,
    signIn,
  }) => {
    await signIn(SEEDED.demo);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await page.getByRole('button', { name: 'New conversation' }).click();
    const box = page.getByLabel('Your message');
    await box.fill('how long does swelling last after lip filler');
    await box.press('Enter');
    await expect(page.getByTestId('assistant-message').last()).toBeVisible();
    const list = page.getByRole('complementary', { name: 'Conversation history' });
    await expect(list.getByText('How long does swelling last after lip filler').first()).toBeVisible();
  });
});
