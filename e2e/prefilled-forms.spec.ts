import { type DeviceName, on } from './devices';
import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';
import { appRunning } from './app-running';

// A signed-in patient's consultation form comes with their name and email filled in: picking a time and sending
// at once is what a person does, not what a bot does. SPEC's minimum fill time is for the form a bot fills from
// scratch (the server's rule: src/server/security/anti-bot.ts, minFillMs).

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test(
    `a signed-in patient sends a prefilled consultation request at once (${device})`,
    on(device),
    async ({ page, signIn }) => {
      const patient = await createVerifiedPatient('Prisha');
      await signIn(patient);
      // The page's clock stands still: however long the browser takes, the request goes "at once".
      await page.clock.setFixedTime(new Date());
      await page.goto('/provider/1');
      await appRunning(page);
      const form = page.locator('#consultation');
      await expect(form.getByLabel('Your name')).toHaveValue('Prisha Rivera');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(patient.email);
      await form.getByLabel('When are you hoping to be treated?').selectOption('asap');
      await form.getByRole('checkbox').click();
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(form.getByRole('heading', { name: /Your request was sent to/ })).toBeVisible();
      await expect(page.getByText('Please take your time filling out the form.')).toHaveCount(0);
    },
  );
}
