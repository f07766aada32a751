// LLM mode against a tiny OpenAI-compatible server started by this test (node:http), so nothing leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NUTRITION_INSTRUCTION, type ChatResponse } from '@shared/schemas/trugpt';
import { RISK_LABEL_PROMPT } from '../../assistant/safety';
import { createTestContext } from '../../test/test-app';
import { parseSse, seedTrugptDirectory } from '../../test/trugpt-data';

type Behaviour = 'stream' | 'fail' | 'hang';
let behaviour: Behaviour = 'stream';
let reply = '';
/** What the model answers when asked for a risk label (safety/model-label.ts), kept apart from its answers. */
let labelReply = '{"label": "none"}';
const labelRequests: { messages: { role: string; content: string }[] }[] = [];
const requests: {
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}[] = [];

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const body = JSON.parse(raw);
    const asksLabel = body.messages[0]?.content === RISK_LABEL_PROMPT;
    if (asksLabel) labelRequests.push(body);
    else requests.push({ headers: req.headers, body });
    if (behaviour === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (behaviour === 'hang') return;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const word of (asksLabel ? labelReply : reply).split(/(?<= )/)) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const ctx = await createTestContext({
  LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '1000',
  TRUGPT_DAILY_QUOTA: '4',
});

let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;
beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
});
beforeEach(() => {
  behaviour = 'stream';
  labelReply = '{"label": "none"}';
  requests.length = 0;
  labelRequests.length = 0;
});

async function setup() {
  const user = await ctx.createUser();
  const res = await ctx.request('/api/trugpt/conversations', {
    method: 'POST',
    json: {},
    cookie: user.cookie!,
  });
  return { cookie: user.cookie!, conversationId: (await res.json()).conversation.id as string };
}

const send = (cookie: string, json: Record<string, unknown>, path = '/api/trugpt/chat') =>
  ctx.request(path, { method: 'POST', json, cookie });

describe('TruGPT with a language model', () => {
  it('shows the model’s answer when it names only retrieved providers', async () => {
    const { cookie, conversationId } = await setup();
    reply = `Rhinoplasty averages $5,350 (ASPS, 2018). See [${directory.miami.displayName}](/provider/${directory.miami.id}).`;
    const body = (await (
      await send(cookie, { message: 'nose job surgeons in miami?', conversationId })
    ).json()) as ChatResponse;
    expect(body.response).toBe(reply);
    expect(body.mentionedProviders.map((p) => p.id)).toEqual([directory.miami.id]);
  });

  it.each([
    ['a made-up doctor', () => `Rhinoplasty averages $5,350. See Dr. Invented Person in Miami.`],
    [
      'a real provider that was not retrieved',
      () => `Try [${directory.dallas.displayName}](/provider/${directory.dallas.id}).`,
    ],
    ['a link to a provider id outside the set', () => 'Book with [this surgeon](/provider/999999).'],
  ])('leaves out a sentence naming %s and closes with the retrieved providers', async (_label, make) => {
    const { cookie, conversationId } = await setup();
    reply = make();
    const body = (await (
      await send(cookie, { message: 'Rhinoplasty surgeons in Miami?', conversationId })
    ).json()) as ChatResponse;
    expect(body.response).not.toBe(reply);
    expect(body.response).not.toContain('Invented');
    expect(body.response).not.toContain(directory.dallas.displayName);
    expect(body.response).toContain(`/provider/${directory.miami.id}`);
    expect(body.mentionedProviders.map((p) => p.id)).toContain(directory.miami.id);
    expect(body.mentionedProviders.map((p) => p.id)).not.toContain(directory.dallas.id);
  });

  it('sends the retrieved facts and candidates to the model', async () => {
    const { cookie, conversationId } = await setup();
    reply = 'Rhinoplasty averages $5,350 (ASPS, 2018).';
    const res = await send(cookie, { message: 'Rhinoplasty surgeons in Miami?', conversationId });
    expect(res.status).toBe(200);

    const sent = requests[0];
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    const system = sent.body.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain('FACTS');
    expect(system).toContain('$5,350');
    expect(system).toContain(`id ${directory.miami.id}: ${directory.miami.displayName}`);
    expect(system).not.toContain(directory.dallas.displayName);
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Rhinoplasty surgeons in Miami?' });
  });

  it('streams the answer sentence by sentence, each once it is checked', async () => {
    const { cookie, conversationId } = await setup();
    const sentences = [
      'Botox softens lines for about three to four months. ',
      'Results vary with the dose. ',
      'Most people repeat it two or three times a year.',
    ];
    reply = sentences.join('');
    const res = await send(
      cookie,
      { message: 'How long does botox last?', conversationId },
      '/api/trugpt/chat/stream',
    );
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas).toEqual(sentences);
    expect((events.at(-1)!.data as ChatResponse).response).toBe(reply);
  });

  it('holds back a sentence naming a provider until it is matched, even when the name arrives in pieces', async () => {
    const { cookie, conversationId } = await setup();
    reply =
      'Rhinoplasty averages $5,350 (ASPS, 2018). Dr. Invented Person in Coral Gables is the best. ' +
      `[${directory.miami.displayName}](/provider/${directory.miami.id}) is in Miami.`;
    const res = await send(
      cookie,
      { message: 'nose job surgeons in miami?', conversationId },
      '/api/trugpt/chat/stream',
    );
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.join('')).not.toContain('Invented');
    expect(deltas.some((d) => /\bDr\.\s*$/.test(d))).toBe(false);
    const done = events.at(-1)!.data as ChatResponse;
    expect(done.response).toBe(
      `Rhinoplasty averages $5,350 (ASPS, 2018). [${directory.miami.displayName}](/provider/${directory.miami.id}) is in Miami.` +
        done.response.slice(done.response.indexOf('\n\n')),
    );
    expect(done.mentionedProviders.map((p) => p.id)).toContain(directory.miami.id);
  });

  it('carries the nutrition-and-wellness instruction in nutrition mode', async () => {
    const { cookie, conversationId } = await setup();
    reply = 'A balanced plate helps.';
    await send(cookie, {
      message: 'What should I eat to lose weight?',
      conversationId,
      role: 'nutrition',
      providerId: 3,
    });
    const system = requests[0].body.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain(NUTRITION_INSTRUCTION);
  });

  it('answers red flags itself, without calling the model', async () => {
    const { cookie, conversationId } = await setup();
    const body = (await (
      await send(cookie, { message: 'My lip filler area is turning white', conversationId })
    ).json()) as ChatResponse;
    expect(body.response).toContain('Call 911');
    expect(requests).toHaveLength(0);
    expect(labelRequests).toHaveLength(0);
  });

  it('asks the model for a risk label first, and its more severe label wins', async () => {
    const { cookie, conversationId } = await setup();
    // Giving things away is a warning sign neither screen reads; the model reads it as a crisis.
    const message = 'sorted out my will and gave my things away this week, how much is botox in miami';
    labelReply = '{"label": "crisis"}';
    reply = 'Botox in Miami costs about $300–$600 an area.';
    const body = (await (await send(cookie, { message, conversationId })).json()) as ChatResponse;
    expect(labelRequests).toHaveLength(1);
    expect(labelRequests[0].messages.at(-1)?.content).toContain(message);
    expect(body.response.split('\n')[0]).toContain('988');
    expect(body.response).not.toContain(reply);
    expect(body.mentionedProviders).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('never lowers what the screens found, and ignores a label it cannot read', async () => {
    const { cookie, conversationId } = await setup();
    labelReply = 'I think this is probably fine!';
    reply = 'Rhinoplasty averages $5,350 (ASPS, 2018).';
    const plain = (await (
      await send(cookie, { message: 'nose job cost in miami?', conversationId })
    ).json()) as ChatResponse;
    expect(plain.response).toBe(reply);
    labelReply = '{"label": "body_image"}';
    const distressed = (await (
      await send(cookie, { message: 'nose job surgeons in miami?', conversationId })
    ).json()) as ChatResponse;
    // Appearance distress: the answer comes with the note in front and no providers to book.
    expect(distressed.mentionedProviders).toEqual([]);
    expect(distressed.response).not.toBe(reply);
  });

  it('maps a failing model to SPEC’s message, stores nothing and does not count the message', async () => {
    const { cookie, conversationId } = await setup();
    behaviour = 'fail';
    const res = await send(cookie, { message: 'How much is a facelift?', conversationId });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(
      "We're having trouble connecting to the chat service. Please try again.",
    );
    const messages = await ctx.request(`/api/trugpt/conversations/${conversationId}/messages`, { cookie });
    expect((await messages.json()).messages).toEqual([]);
    // Four successful messages still fit in the quota of four: the failure was refunded.
    behaviour = 'stream';
    reply = 'ok';
    for (let i = 0; i < 4; i++)
      expect((await send(cookie, { message: 'Facelift cost?', conversationId })).status).toBe(200);
  });

  it('times out a silent model and reports it in the stream', async () => {
    const { cookie, conversationId } = await setup();
    behaviour = 'hang';
    const res = await send(
      cookie,
      { message: 'Tummy tuck recovery?', conversationId },
      '/api/trugpt/chat/stream',
    );
    const events = parseSse(await res.text());
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: 'assistant_unavailable',
        message: "We're having trouble connecting to the chat service. Please try again.",
      },
    });
  });

  it('enforces the daily quota per user', async () => {
    const { cookie, conversationId } = await setup();
    reply = 'ok';
    for (let i = 0; i < 4; i++)
      expect((await send(cookie, { message: 'Botox cost?', conversationId })).status).toBe(200);
    const over = await send(cookie, { message: 'Botox cost?', conversationId });
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(
      "You've reached today's limit of 4 TruGPT messages. It resets at midnight UTC — please come back then.",
    );
    // Another user has their own allowance.
    const fresh = await setup();
    expect(
      (await send(fresh.cookie, { message: 'Botox cost?', conversationId: fresh.conversationId })).status,
    ).toBe(200);
  });
});
