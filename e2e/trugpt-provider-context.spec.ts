import { expect, test } from './fixtures';
import { createVerifiedPatient } from './harness';
import { acceptDisclaimer, ask } from './chat';

let patient: Awaited<ReturnType<typeof createVerifiedPatient>>;
test.beforeAll(async () => {
  patient = await createVerifiedPatient('Robin');
});

test.describe('TruGPT from a provider page', () => {
  test('desktop: "Ask TruGPT about this provider" opens a fresh conversation about that provider', async ({
    page,
    signIn,
  }) => {
    await signIn(patient);
    // An earlier conversation on another topic is open when the patient reaches the profile.
    await page.goto('/trugpt-chat');
    await page.getByRole('button', { name: 'Accept and continue' }).waitFor();
    await acceptDisclaimer(page, { ifShown: true });
    await ask(page, 'how long is recovery from a tummy tuck?');
    await expect(page.getByTestId('assistant-message').last()).toContainText('Tummy Tuck');

    await page.goto('/provider/1');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // The heading is "Dr. Name, credentials"; the chat names the provider by display name.
    const name = heading.split(',')[0].trim();
    await page.getByRole('button', { name: 'Ask TruGPT about this provider' }).click();
    const dialog = page.getByTestId('trugpt-dialog');
    await acceptDisclaimer(page, { ifShown: true });
    await expect(dialog.getByText(`Asking about ${name}`)).toBeVisible();
    // A new conversation, with nothing from the tummy-tuck chat in it: the only answer is the one to this question.
    await expect(dialog.getByRole('button', { name: `Tell me about ${name}` })).toBeVisible();
    await ask(page, 'what languages does the doctor speak?');
    const answer = dialog.getByTestId('assistant-message').last();
    await expect(answer).toContainText('languages');
    await expect(dialog.getByTestId('assistant-message')).toHaveCount(1);
    await expect(answer).toContainText('languages');
    await expect(answer.getByRole('link', { name }).first()).toHaveAttribute('href', '/provider/1');
    await expect(answer).not.toContainText('Tummy Tuck');

    // The earlier conversation is still there, untouched, in the history.
    await page.goto('/trugpt-history');
    await expect(page.getByText(`About ${name}`).first()).toBeVisible();
  });
});
