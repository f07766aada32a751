// A chat opened from a guide page (/procedure/:id) sends that procedure with each message, as a chat opened from a
// provider page sends the provider: a question that names no procedure is about the guide. A refinement of a provider
// list ("only ones with 4.8+") searches the directory again for the earlier procedure and place.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatResponse, demoChatInputSchema, guideProcedureFromPath } from '@shared/schemas/trugpt';
import { createTestContext } from '../../test/test-app';
import { seedTrugptDirectory } from '../../test/trugpt-data';

const ctx = await createTestContext();

let user: Awaited<ReturnType<typeof ctx.createUser>>;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  user = await ctx.createUser();
});

async function conversation(): Promise<string> {
  const res = await ctx.request('/api/trugpt/conversations', {
    method: 'POST',
    json: {},
    cookie: user.cookie!,
  });
  return (await res.json()).conversation.id;
}

async function send(conversationId: string, message: string, extra: Record<string, unknown> = {}) {
  return ctx.request('/api/trugpt/chat', {
    method: 'POST',
    json: { message, conversationId, ...extra },
    cookie: user.cookie!,
  });
}

async function ask(conversationId: string, message: string, extra: Record<string, unknown> = {}) {
  const res = await send(conversationId, message, extra);
  expect(res.status).toBe(200);
  return (await res.json()) as ChatResponse;
}

describe('a chat opened from a guide page', () => {
  it('answers a question that names no procedure about the guide’s procedure', async () => {
    const id = await conversation();
    const answer = await ask(id, 'how long does it last?', { procedureId: 'botox' });
    expect(answer.response).toMatch(/Botox/);
    expect(answer.response).toMatch(/month/i);
    expect(answer.response).not.toMatch(/Which procedure or treatment/);
  });

  it('gives no subject to the same question without the page', async () => {
    const id = await conversation();
    const answer = await ask(id, 'how long does it last?');
    expect(answer.response).not.toMatch(/month/i);
  });

  it('lets a procedure the message names win over the page', async () => {
    const id = await conversation();
    const answer = await ask(id, 'how long is tummy tuck recovery?', { procedureId: 'botox' });
    expect(answer.response).toMatch(/Tummy Tuck/);
  });

  it('refuses a procedure id that is not an address', async () => {
    const id = await conversation();
    const res = await send(id, 'how long does it last?', { procedureId: '../botox' });
    expect(res.status).toBe(400);
  });

  it('is read from the page address by the same schema both sides check', () => {
    expect(guideProcedureFromPath('/procedure/botox')).toBe('botox');
    expect(guideProcedureFromPath('/procedure/breast-reduction/')).toBe('breast-reduction');
    expect(guideProcedureFromPath('/procedures/category/injectables')).toBeUndefined();
    expect(guideProcedureFromPath('/provider/12')).toBeUndefined();
    expect(demoChatInputSchema.parse({ message: 'how long?', procedureId: 'botox' }).procedureId).toBe(
      'botox',
    );
    expect(demoChatInputSchema.safeParse({ message: 'how long?', procedureId: 'Botox!' }).success).toBe(
      false,
    );
  });
});

describe('a refinement of a provider list', () => {
  it('searches again with the filter, for the earlier procedure and place', async () => {
    const id = await conversation();
    const first = await ask(id, 'rhinoplasty surgeons in Miami');
    expect(first.mentionedProviders.map((p) => p.id).sort()).toEqual(
      [directory.miami.id, directory.miamiTwo.id].sort(),
    );
    const refined = await ask(id, 'only ones with 4.8+');
    expect(refined.response).toMatch(/rated 4\.8 or higher/);
    expect(refined.mentionedProviders.map((p) => p.id)).toEqual([directory.miami.id]);
    expect(refined.response).not.toMatch(/Which procedure or treatment/);
  });
});
