import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedPatient, expectNoErrors, openPage, SEEDED, signInContext } from './harness';

let patient: Awaited<ReturnType<typeof createVerifiedPatient>>;
beforeAll(async () => {
  patient = await createVerifiedPatient('Taylor');
});

async function acceptDisclaimer(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await accept.waitFor();
  expect(await accept.isDisabled()).toBe(true);
  expect(
    await page.getByText('at least 18 years old, or have the consent of a parent or guardian').isVisible(),
  ).toBe(true);
  await page.getByRole('checkbox').click();
  await accept.click();
}

async function ask(page: Page, question: string) {
  const box = page.getByLabel('Your message');
  await box.fill(question);
  await box.press('Enter');
}

describe('TruGPT for guests', () => {
  it('desktop: the floating button opens the dialog; sending asks to sign up', async () => {
    const { page, errors } = await openPage('desktop');
    await page.goto('/');
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
    await acceptDisclaimer(page);
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(400);
    expect(Math.round(box!.height)).toBe(600);
    expect(await page.getByLabel('Your message').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'How much does rhinoplasty cost?' }).click();
    await page.getByText('Sign up required').waitFor();
    await page.waitForURL((url) => url.pathname === '/signup');
    expectNoErrors(errors);
  });

  it('mobile: the bottom bar offers Create Account and Sign In', async () => {
    const { page, errors } = await openPage('mobile');
    await page.goto('/find-doctors');
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'TruGPT' }).click();
    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    expectNoErrors(errors);
  });
});

describe('TruGPT for a signed-in patient', () => {
  it('desktop: holds a grounded conversation with providers, keeps context and titles it', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await page.getByRole('button', { name: /^Welcome Chat/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Welcome Chat/ }).count()).toBe(1);
    await ask(page, 'How much does a nose job cost in Miami?');
    const answer = page.getByTestId('assistant-message').last();
    await answer.getByText('American Society of Plastic Surgeons', { exact: false }).first().waitFor();
    const card = answer.getByRole('link', { name: /View profile/ }).first();
    expect(await card.getAttribute('href')).toMatch(/^\/provider\/\d+$/);
    await page.getByRole('button', { name: /^Rhinoplasty cost in Miami, FL/ }).waitFor();

    await ask(page, 'How long is recovery?');
    await page.getByText('Recovery from Rhinoplasty').waitFor();
    await page.getByRole('button', { name: 'Regenerate answer' }).click();
    await page.getByRole('button', { name: 'Regenerate answer' }).waitFor();
    await expect.poll(() => page.getByTestId('assistant-message').count()).toBe(2);
    expect(await page.getByTestId('assistant-message').last().textContent()).toContain(
      'Recovery from Rhinoplasty',
    );
    expectNoErrors(errors);
  });

  it('desktop: red-flag symptoms get emergency directions', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await page.getByRole('button', { name: 'New conversation' }).first().click();
    await page.locator('button[aria-current="true"]', { hasText: 'New Conversation' }).waitFor();
    await ask(page, 'I had lipo yesterday and now I have chest pain');
    const answer = page.getByTestId('assistant-message').last();
    await expect.poll(async () => (await answer.textContent()) ?? '', { timeout: 10_000 }).toContain('911');
    expectNoErrors(errors);
  });

  it('mobile: renames and deletes a conversation from history', async () => {
    const { page, context, errors } = await openPage('mobile');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/trugpt-history');
    const first = page.getByRole('button', { name: /^Rename/ }).first();
    await first.click();
    await page.getByLabel('Conversation title').fill('My nose research');
    await page.getByRole('button', { name: 'Save title' }).click();
    await page.getByText('My nose research').waitFor();
    await page.getByRole('button', { name: 'Delete “My nose research”' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByText('My nose research').count()).toBe(0);
    expectNoErrors(errors);
  });
});

describe('TruGPT from a provider page', () => {
  it('desktop: "Ask TruGPT about this provider" answers about that provider', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, patient.email, patient.password);
    await page.goto('/provider/1');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // The heading is "Dr. Name, credentials"; the chat names the provider by display name.
    const name = heading.split(',')[0].trim();
    await page.getByRole('button', { name: 'Ask TruGPT about this provider' }).click();
    const dialog = page.getByTestId('trugpt-dialog');
    await acceptDisclaimer(page);
    await dialog.getByText(`Asking about ${name}`).waitFor();
    // A fresh conversation, so nothing said earlier (this patient's red-flag chat) colours the answer.
    await dialog.getByRole('button', { name: 'New conversation' }).click();
    await expect.poll(() => dialog.getByTestId('assistant-message').count()).toBe(0);
    await ask(page, 'is this doctor any good? what do they charge');
    const answer = dialog.getByTestId('assistant-message').last();
    await answer
      .getByText(`About ${name}`, { exact: false })
      .waitFor()
      .catch(async (error) => {
        // What the dialog showed instead, so a failure says why.
        throw new Error(`${error.message}\nDialog: ${await dialog.textContent()}`);
      });
    expect(await answer.getByRole('link', { name }).first().getAttribute('href')).toBe('/provider/1');
    expectNoErrors(errors);
  });
});

describe('TruGPT demo account', () => {
  it('answers from the server engine after a short delay, labelled Demo, follow-ups included', async () => {
    const { page, context, errors } = await openPage('mobile');
    await signInContext(context, SEEDED.demo.email, SEEDED.demo.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    expect(await page.getByRole('main').getByText('Demo', { exact: true }).isVisible()).toBe(true);
    const served = page.waitForResponse((r) => r.url().endsWith('/api/trugpt/demo/chat') && r.ok());
    await ask(page, 'how much is a nose job');
    await page.getByTestId('typing-indicator').waitFor();
    await served;
    const answer = page.getByTestId('assistant-message').last();
    await answer.getByText('What Rhinoplasty costs').waitFor({ timeout: 5000 });
    expect(await answer.textContent()).toContain('American Society of Plastic Surgeons');
    await ask(page, 'and recovery?');
    await page.getByTestId('assistant-message').nth(1).getByText('Recovery from Rhinoplasty').waitFor();
    expectNoErrors(errors);
  });

  it('screens demo questions for emergencies on the server too', async () => {
    const { page, context, errors } = await openPage('desktop');
    await signInContext(context, SEEDED.demo.email, SEEDED.demo.password);
    await page.goto('/trugpt-chat');
    await acceptDisclaimer(page);
    await ask(page, 'had lipo 2 days ago and now i cant breathe right');
    const answer = page.getByTestId('assistant-message').last();
    await expect.poll(async () => (await answer.textContent()) ?? '', { timeout: 10_000 }).toContain('911');
    expect(await answer.getByRole('link', { name: /View profile/ }).count()).toBe(0);
    expectNoErrors(errors);
  });
});
