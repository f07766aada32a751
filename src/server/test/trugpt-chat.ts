// A signed-in user's conversation with TruGPT through the API, as the chat route tests hold it.
import { expect } from 'vitest';
import type { ChatResponse } from '@shared/schemas/trugpt';
import type { TestContext } from './test-app';

/** Opens a new conversation and sends each message in it, in order; returns every answer. */
export async function talk(
  ctx: TestContext,
  cookie: string,
  messages: string[],
  extra: Record<string, unknown> = {},
): Promise<ChatResponse[]> {
  const opened = await ctx.request('/api/trugpt/conversations', { method: 'POST', json: {}, cookie });
  const conversationId = (await opened.json()).conversation.id as string;
  const answers: ChatResponse[] = [];
  for (const message of messages) {
    const res = await ctx.request('/api/trugpt/chat', {
      method: 'POST',
      json: { message, conversationId, ...extra },
      cookie,
    });
    expect(res.status).toBe(200);
    answers.push((await res.json()) as ChatResponse);
  }
  return answers;
}
