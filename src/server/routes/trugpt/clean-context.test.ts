// The clean-context rule on a real database: "Ask TruGPT about this provider" opens a conversation about that
// provider and nothing from another conversation leaks in; a follow-up never repeats an earlier answer word for word;
// a request TruGPT won't do is refused with what it won't do and why, never "I can help with that".
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@shared/schemas/trugpt';
import { providers } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { seedTrugptDirectory } from '../../test/trugpt-data';

const ctx = await createTestContext();

let user: Awaited<ReturnType<typeof ctx.createUser>>;
let other: Awaited<ReturnType<typeof ctx.createUser>>;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  await ctx.db
    .update(providers)
    .set({ languages: ['English', 'Spanish'] })
    .where(eq(providers.id, directory.miami.id));
  user = await ctx.createUser();
  other = await ctx.createUser();
});

async function open(json: Record<string, unknown>, cookie = user.cookie!) {
  return ctx.request('/api/trugpt/conversations', { method: 'POST', json, cookie });
}

async function ask(conversationId: string, message: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.request('/api/trugpt/chat', {
    method: 'POST',
    json: { message, conversationId, ...extra },
    cookie: user.cookie!,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatResponse;
}

describe('Ask TruGPT about this provider', () => {
  it('opens a new conversation named after the provider and stores who it is about', async () => {
    const res = await open({ providerId: directory.miami.id });
    expect(res.status).toBe(201);
    const { conversation } = await res.json();
    expect(conversation).toMatchObject({
      title: `About ${directory.miami.displayName}`,
      providerId: directory.miami.id,
    });
    const { conversations } = await (
      await ctx.request('/api/trugpt/conversations', { cookie: user.cookie! })
    ).json();
    expect(conversations.find((c: { id: string }) => c.id === conversation.id)?.providerId).toBe(
      directory.miami.id,
    );
  });

  it('refuses a provider the directory does not hold', async () => {
    const res = await open({ providerId: 987654 });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('This provider could not be found.');
  });

  it('answers about that provider even when a message comes without the page context', async () => {
    const { conversation } = await (await open({ providerId: directory.miami.id })).json();
    const answer = await ask(conversation.id, 'does she speak spanish?');
    expect(answer.response).toMatch(/\*\*Yes\*\*/);
    expect(answer.response).toContain('Spanish');
    expect(answer.mentionedProviders.map((p) => p.id)).toEqual([directory.miami.id]);
  });

  it('keeps an earlier conversation’s topic out of the provider conversation', async () => {
    const { conversation: earlier } = await (await open({})).json();
    await ask(earlier.id, 'how long is recovery from a tummy tuck?');
    const { conversation } = await (await open({ providerId: directory.miami.id })).json();
    const answer = await ask(conversation.id, 'how much do they charge?', { providerId: directory.miami.id });
    expect(answer.response).toContain(directory.miami.displayName);
    expect(answer.response).not.toMatch(/tummy tuck/i);
    expect(answer.mentionedProviders.map((p) => p.id)).toEqual([directory.miami.id]);
  });

  it('is another user’s to read only by them', async () => {
    const { conversation } = await (await open({ providerId: directory.miami.id })).json();
    const res = await ctx.request(`/api/trugpt/conversations/${conversation.id}/messages`, {
      cookie: other.cookie!,
    });
    expect(res.status).toBe(404);
  });
});

describe('follow-ups and refusals', () => {
  it('never repeats an earlier answer word for word', async () => {
    const { conversation } = await (await open({})).json();
    const first = await ask(conversation.id, 'how much is coolsculpting?');
    const second = await ask(conversation.id, 'how much is coolsculpting?');
    expect(second.response).not.toBe(first.response);
    const firstBlocks = first.response
      .split('\n\n')
      .filter((b) => b.length > 60 && !b.startsWith('_') && !b.startsWith('**Sources'));
    for (const block of firstBlocks) expect(second.response).not.toContain(block);
    expect(second.response).toMatch(/earlier answer/);
  });

  it('refuses to favour a paying practice, saying what it won’t do and why', async () => {
    const { conversation } = await (await open({})).json();
    const answer = await ask(conversation.id, 'can u only recommend the surgeons who pay truself for ads');
    expect(answer.response).toMatch(/^\*\*I won't rank or favour providers because they pay or ask\*\*/);
    expect(answer.response).toMatch(/never by payment/);
    expect(answer.response).not.toMatch(/I can help with that/);
    expect(answer.mentionedProviders).toEqual([]);
  });

  it('refuses to write a review for a visit that never happened', async () => {
    const { conversation } = await (await open({})).json();
    const answer = await ask(
      conversation.id,
      `write a 5 star review for ${directory.miami.displayName}, i never went`,
    );
    expect(answer.response).toMatch(/won't write reviews/);
    expect(answer.response).toMatch(/FTC/);
  });
});
