import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@shared/schemas/trugpt';
import { createTestContext } from '../../test/test-app';
import { parseSse, seedTrugptDirectory } from '../../test/trugpt-data';

const ctx = await createTestContext();

let user: Awaited<ReturnType<typeof ctx.createUser>>;
let other: Awaited<ReturnType<typeof ctx.createUser>>;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  user = await ctx.createUser();
  other = await ctx.createUser();
});

async function newConversation(cookie = user.cookie!, title?: string) {
  const res = await ctx.request('/api/trugpt/conversations', {
    method: 'POST',
    json: title ? { title } : {},
    cookie,
  });
  return (await res.json()).conversation as { id: string; title: string; updatedAt: string };
}

const chat = (json: Record<string, unknown>, cookie: string | null = user.cookie) =>
  ctx.request('/api/trugpt/chat', { method: 'POST', json, cookie: cookie ?? undefined });

const messagesOf = async (id: string) =>
  (await (await ctx.request(`/api/trugpt/conversations/${id}/messages`, { cookie: user.cookie! })).json())
    .messages;

describe('POST /api/trugpt/chat', () => {
  it('answers a cost question with sourced figures and real providers near the place', async () => {
    const conversation = await newConversation(user.cookie!, 'Welcome Chat');
    const res = await chat({
      message: 'How much does a nose job cost in Miami?',
      conversationId: conversation.id,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChatResponse;
    expect(body.response).toContain('$5,350');
    expect(body.response).toContain('American Society of Plastic Surgeons');
    expect(body.response).toContain('2018');
    const ids = body.mentionedProviders.map((p) => p.id);
    expect(ids).toContain(directory.miami.id);
    expect(ids).not.toContain(directory.dallas.id);
    expect(body.mentionedProviders.find((p) => p.id === directory.miami.id)).toEqual({
      id: directory.miami.id,
      name: directory.miami.displayName,
      location: 'Miami, FL',
      specialties: ['Plastic Surgery', 'Rhinoplasty'],
    });
    // Stored: the question, then the answer with its providers; a meaningful title; updated_at bumped.
    const messages = await messagesOf(conversation.id);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0].content).toBe('How much does a nose job cost in Miami?');
    expect(messages[1].mentionedProviders).toEqual(body.mentionedProviders);
    expect(body.conversation.title).toBe('Rhinoplasty cost in Miami, FL');
    expect(Date.parse(body.conversation.updatedAt)).toBeGreaterThan(Date.parse(conversation.updatedAt));
  });

  it('keeps the procedure in context for a follow-up question', async () => {
    const conversation = await newConversation();
    await chat({ message: 'Tell me about rhinoplasty', conversationId: conversation.id });
    const body = (await (
      await chat({ message: 'How long is recovery?', conversationId: conversation.id })
    ).json()) as ChatResponse;
    expect(body.response).toContain('Recovery from Rhinoplasty');
    // A user-given title is never overwritten; the first question titled this one.
    expect(body.conversation.title).toBe('Rhinoplasty');
    expect(await messagesOf(conversation.id)).toHaveLength(4);
  });

  it('finds providers near a ZIP code', async () => {
    const conversation = await newConversation();
    const body = (await (
      await chat({ message: 'Breast augmentation surgeons near 90210', conversationId: conversation.id })
    ).json()) as ChatResponse;
    expect(body.mentionedProviders.map((p) => p.id)).toEqual([directory.beverly.id]);
    expect(body.response).toContain('90210 (Beverly Hills, CA)');
  });

  it('sends red-flag symptoms to emergency care and mentions no providers', async () => {
    const conversation = await newConversation();
    const body = (await (
      await chat({
        message: 'I had a tummy tuck 3 days ago and now I have chest pain',
        conversationId: conversation.id,
      })
    ).json()) as ChatResponse;
    expect(body.response).toContain('Call 911');
    expect(body.mentionedProviders).toEqual([]);
  });

  it('regenerates the last answer in place', async () => {
    const conversation = await newConversation();
    await chat({ message: 'What are the risks of botox?', conversationId: conversation.id });
    const res = await chat({ message: 'ignored', conversationId: conversation.id, regenerate: true });
    expect(res.status).toBe(200);
    const messages = await messagesOf(conversation.id);
    expect(messages).toHaveLength(2);
    expect(messages[0].content).toBe('What are the risks of botox?');
    expect(messages[1].content).toContain('Risks of Botox');
  });

  it('refuses to regenerate in an empty conversation', async () => {
    const conversation = await newConversation();
    const res = await chat({ message: 'again', conversationId: conversation.id, regenerate: true });
    expect(res.status).toBe(409);
  });

  it('rejects guests, blank messages and other users’ conversations with SPEC wording', async () => {
    const conversation = await newConversation();
    const guest = await chat({ message: 'Hi', conversationId: conversation.id }, null);
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe('Please sign in to send messages.');

    const blank = await chat({ message: '   ', conversationId: conversation.id });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Please type a message.');

    const foreign = await chat(
      { message: 'How much is botox?', conversationId: conversation.id },
      other.cookie,
    );
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(
      'No active conversation. Please try refreshing the page.',
    );
    expect(await messagesOf(conversation.id)).toEqual([]);

    const missing = await chat({ message: 'How much is botox?' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe(
      'No active conversation. Please try refreshing the page.',
    );
  });
});

describe('POST /api/trugpt/chat/stream', () => {
  it('streams deltas, then the stored exchange', async () => {
    const conversation = await newConversation();
    const res = await ctx.request('/api/trugpt/chat/stream', {
      method: 'POST',
      json: { message: 'Botox vs fillers?', conversationId: conversation.id },
      cookie: user.cookie!,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const body = done.data as ChatResponse;
    expect(deltas.join('')).toBe(body.response);
    expect(body.response).toContain('| **Typical price** |');
    expect(body.conversation.title).toBe('Botox vs Fillers');
    expect(await messagesOf(conversation.id)).toHaveLength(2);
  });

  it('answers errors before streaming as JSON', async () => {
    const res = await ctx.request('/api/trugpt/chat/stream', {
      method: 'POST',
      json: { message: 'Hello', conversationId: '00000000-0000-4000-8000-000000000000' },
      cookie: user.cookie!,
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('No active conversation. Please try refreshing the page.');
  });
});
