// What the engine's conversation tests share: a conversation asked turn by turn as the chat asks it, and the part of
// an answer a reader meets first.
import type { Database } from '../db/client';
import { createAssistant, type HistoryTurn } from './engine';

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
