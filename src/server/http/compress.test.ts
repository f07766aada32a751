import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/test-app';

const ctx = await createTestContext();
const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('response compression', () => {
  it('gzips JSON for clients that accept it, and only for them', async () => {
    const res = await ctx.request('/api/procedures/rhinoplasty', { headers: gzip });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(body.guide.id).toBe('rhinoplasty');

    const plain = await ctx.request('/api/procedures/rhinoplasty');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).guide.id).toBe('rhinoplasty');
  });

  it('leaves the TruGPT event stream uncompressed so each delta reaches the reader at once', async () => {
    const user = await ctx.createUser();
    const created = await ctx.request('/api/trugpt/conversations', {
      method: 'POST',
      json: {},
      cookie: user.cookie!,
    });
    const { conversation } = await created.json();
    const res = await ctx.request('/api/trugpt/chat/stream', {
      method: 'POST',
      json: { message: 'Botox vs fillers?', conversationId: conversation.id },
      cookie: user.cookie!,
      headers: gzip,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('event: delta');
  });
});
