import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';

const ctx = await createTestContext();

let alice: Awaited<ReturnType<typeof ctx.createUser>>;
let bob: Awaited<ReturnType<typeof ctx.createUser>>;

beforeAll(async () => {
  alice = await ctx.createUser();
  bob = await ctx.createUser();
});

const create = async (cookie: string | null, json: Record<string, unknown> = {}) =>
  ctx.request('/api/trugpt/conversations', { method: 'POST', json, cookie: cookie ?? undefined });

describe('TruGPT conversations', () => {
  it('refuses guests with SPEC wording', async () => {
    const list = await ctx.request('/api/trugpt/conversations');
    expect(list.status).toBe(401);
    const created = await create(null);
    expect(created.status).toBe(401);
    expect((await created.json()).error.message).toBe('Please sign in to start a conversation.');
  });

  it('creates with the default title, or a given one', async () => {
    const res = await create(alice.cookie);
    expect(res.status).toBe(201);
    const { conversation } = await res.json();
    expect(conversation).toMatchObject({ title: 'New Conversation' });
    expect(conversation.id).toMatch(/^[0-9a-f-]{36}$/);
    const named = await (await create(alice.cookie, { title: '  Welcome Chat ' })).json();
    expect(named.conversation.title).toBe('Welcome Chat');
  });

  it('rejects a blank title with a clear message', async () => {
    const res = await create(alice.cookie, { title: '   ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Please enter a title.');
  });

  it('lists only the user’s own conversations, most recently updated first', async () => {
    const first = (await (await create(alice.cookie, { title: 'First' })).json()).conversation;
    await create(alice.cookie, { title: 'Second' });
    await create(bob.cookie, { title: 'Bob only' });
    // Renaming bumps updated_at, so "First" moves to the top.
    await ctx.request(`/api/trugpt/conversations/${first.id}`, {
      method: 'PATCH',
      json: { title: 'First renamed' },
      cookie: alice.cookie!,
    });
    const { conversations } = await (
      await ctx.request('/api/trugpt/conversations', { cookie: alice.cookie! })
    ).json();
    expect(conversations[0].title).toBe('First renamed');
    expect(conversations.map((c: { title: string }) => c.title)).not.toContain('Bob only');
    const dates = conversations.map((c: { updatedAt: string }) => Date.parse(c.updatedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('searches titles', async () => {
    await create(alice.cookie, { title: 'Botox questions' });
    const res = await ctx.request('/api/trugpt/conversations?q=botox', { cookie: alice.cookie! });
    const { conversations } = await res.json();
    expect(conversations.map((c: { title: string }) => c.title)).toEqual(['Botox questions']);
  });

  it('renames and rejects invalid titles', async () => {
    const { conversation } = await (await create(alice.cookie)).json();
    const ok = await ctx.request(`/api/trugpt/conversations/${conversation.id}`, {
      method: 'PATCH',
      json: { title: 'My nose research' },
      cookie: alice.cookie!,
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).conversation.title).toBe('My nose research');
    const long = await ctx.request(`/api/trugpt/conversations/${conversation.id}`, {
      method: 'PATCH',
      json: { title: 'x'.repeat(81) },
      cookie: alice.cookie!,
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Titles can be at most 80 characters.');
  });

  it('deletes, after which the conversation is gone', async () => {
    const { conversation } = await (await create(alice.cookie)).json();
    const del = await ctx.request(`/api/trugpt/conversations/${conversation.id}`, {
      method: 'DELETE',
      cookie: alice.cookie!,
    });
    expect(del.status).toBe(204);
    const again = await ctx.request(`/api/trugpt/conversations/${conversation.id}/messages`, {
      cookie: alice.cookie!,
    });
    expect(again.status).toBe(404);
  });

  it('reads messages of an empty conversation as an empty list', async () => {
    const { conversation } = await (await create(alice.cookie)).json();
    const res = await ctx.request(`/api/trugpt/conversations/${conversation.id}/messages`, {
      cookie: alice.cookie!,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [] });
  });

  it('answers 404 when another user reads, renames or deletes a conversation', async () => {
    const { conversation } = await (await create(alice.cookie, { title: 'Private' })).json();
    const path = `/api/trugpt/conversations/${conversation.id}`;
    const read = await ctx.request(`${path}/messages`, { cookie: bob.cookie! });
    const rename = await ctx.request(path, {
      method: 'PATCH',
      json: { title: 'Hijacked' },
      cookie: bob.cookie!,
    });
    const remove = await ctx.request(path, { method: 'DELETE', cookie: bob.cookie! });
    expect([read.status, rename.status, remove.status]).toEqual([404, 404, 404]);
    const { conversations } = await (
      await ctx.request('/api/trugpt/conversations', { cookie: alice.cookie! })
    ).json();
    expect(conversations.find((c: { id: string }) => c.id === conversation.id)?.title).toBe('Private');
  });

  it('answers 404 for a malformed id', async () => {
    const res = await ctx.request('/api/trugpt/conversations/not-a-uuid/messages', { cookie: alice.cookie! });
    expect(res.status).toBe(404);
  });
});
