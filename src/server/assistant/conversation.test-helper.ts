// What the engine's conversation tests share: a conversation asked turn by turn as the chat asks it, and the part of
// an answer a reader meets first.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { createAssistant, type HistoryTurn } from './engine';
import { type KnownFacts, knownFacts, unsupported } from './eval/facts';
import { openSandbox } from './sandbox';

/** Asks each message in turn, with the answers before it as history; returns every answer. */
export async function conversation(db: Database, ...messages: string[]): Promise<string[]> {
  const history: HistoryTurn[] = [];
  const answers: string[] = [];
  for (const message of messages) {
    const run = await createAssistant(db, null).run(
      { message, history, role: 'general' },
      new AbortController().signal,
    );
    let text = '';
    for await (const chunk of run.text) text += chunk;
    const { mentionedProviders } = run.finish(text);
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: text, mentionedProviders },
    );
    answers.push(text);
  }
  return answers;
}

/** The answer's first paragraph: what a reader meets before anything else. */
export const opening = (text: string) => text.split('\n\n')[0];

/** Asks one message after earlier patient messages (no answers between them), optionally from a provider's page. */
export async function askAfter(
  db: Database,
  message: string,
  history: string[] = [],
  providerId?: number,
): Promise<string> {
  const run = await createAssistant(db, null).run(
    {
      message,
      history: history.map((content) => ({ role: 'user' as const, content })),
      role: 'general',
      providerId,
    },
    new AbortController().signal,
  );
  let text = '';
  for await (const chunk of run.text) text += chunk;
  return text;
}

/** A sample directory for the test file, opened before its tests and closed after, and a conversation in it. */
export function sandboxConversations(providers = 200) {
  let sandbox: Awaited<ReturnType<typeof openSandbox>>;
  beforeAll(async () => {
    sandbox = await openSandbox(providers);
  }, 120_000);
  afterAll(() => sandbox?.close());
  return (...messages: string[]) => conversation(sandbox.db, ...messages);
}

/**
 * A sample directory for the test file, opened before its tests and closed after, and a conversation whose every
 * answer is checked for dollar figures TruSelf holds no source for.
 */
export function checkedConversations(providers = 200) {
  let sandbox: Awaited<ReturnType<typeof openSandbox>>;
  let known: KnownFacts;
  beforeAll(async () => {
    sandbox = await openSandbox(providers);
    known = await knownFacts(sandbox.db);
  }, 120_000);
  afterAll(() => sandbox?.close());
  return async (...messages: string[]): Promise<string[]> => {
    const answers = await conversation(sandbox.db, ...messages);
    for (const answer of answers) expect(unsupported(answer, known, messages.join(' ')).figures).toEqual([]);
    return answers;
  };
}
