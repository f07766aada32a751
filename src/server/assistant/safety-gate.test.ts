// Screening sits in front of every mode: with a language model configured, a crisis never reaches the model, and
// a minor's question reaches it with no providers to book and with the note in front of its answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from './engine';
import type { ChatModel, LlmMessage } from './llm';
import { RISK_LABEL_PROMPT } from './safety';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;
const calls: LlmMessage[][] = [];
const model: ChatModel = {
  async *stream(messages) {
    // Asked for a risk label (LLM mode asks before it answers), the model finds none.
    if (messages[0]?.content === RISK_LABEL_PROMPT) {
      yield '{"label": "none"}';
      return;
    }
    calls.push(messages);
    yield 'Rhinoplasty reshapes the nose. Ask a board-certified surgeon about timing.';
  },
};

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

async function ask(message: string, withModel: boolean, history: string[] = []) {
  const run = await createAssistant(sandbox.db, withModel ? model : null).run(
    { message, history: history.map((content) => ({ role: 'user' as const, content })), role: 'general' },
    new AbortController().signal,
  );
  let text = '';
  for await (const chunk of run.text) text += chunk;
  return { text, ...run.finish(text) };
}

describe('screening in front of the language model', () => {
  it('answers a crisis itself, 988 first, without calling the model', async () => {
    calls.length = 0;
    const { text, mentionedProviders } = await ask(
      'honestly i dont see the point of being here anymore',
      true,
    );
    expect(calls).toHaveLength(0);
    expect(text.split('\n')[0]).toContain('988');
    expect(mentionedProviders).toEqual([]);
  });

  it('gives the model no providers for a minor and puts the note first', async () => {
    calls.length = 0;
    const { text, mentionedProviders } = await ask('who does nose jobs in miami', true, ['im 15']);
    expect(calls).toHaveLength(1);
    const facts = calls[0]
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(facts).not.toMatch(/\/provider\/\d+/);
    expect(facts).toContain('Do not suggest booking');
    expect(text.startsWith("**Because you're under 18")).toBe(true);
    expect(mentionedProviders).toEqual([]);
  });
});

describe('screening in the built-in engine', () => {
  it('answers a Spanish emergency in Spanish, 911 first', async () => {
    const { text } = await ask('mi mamá se hizo lipo ayer y está muy confundida', false);
    expect(text.split('\n')[0]).toMatch(/^\*\*Llama al 911/);
  });

  it('reads "my chest feels tight" as a symptom, not a question about fees', async () => {
    const { text, mentionedProviders } = await ask('3 days post op from bbl and my chest feels tight', false);
    expect(text.split('\n')[0]).toContain('Call 911');
    expect(text).not.toMatch(/\$\d/);
    expect(mentionedProviders).toEqual([]);
  });

  it('still answers a pregnant patient, without providers to book', async () => {
    const { text, mentionedProviders } = await ask('im pregnant, how much is botox in miami', false);
    expect(text.split('\n')[0]).toContain('During pregnancy, elective cosmetic procedures should wait');
    expect(text).toContain('Botox');
    expect(mentionedProviders).toEqual([]);
  });
});
