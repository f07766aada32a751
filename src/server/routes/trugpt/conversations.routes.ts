import { Hono } from 'hono';
import {
  CONVERSATION_TITLE_MAX,
  conversationSearchSchema,
  createConversationInputSchema,
  renameConversationInputSchema,
} from '@shared/schemas/trugpt';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { jsonInput, queryInput } from '../../http/validate';
import {
  createConversation,
  deleteConversation,
  getOwnedConversation,
  listConversations,
  listMessages,
  providerForConversation,
  renameConversation,
  toConversationDto,
  toMessageDto,
} from '../../trugpt/trugpt.queries';

const notFound = () =>
  new ApiError(404, 'not_found', 'This conversation could not be found. It may have been deleted.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is as unknown as another user's id: both answer 404. */
function conversationId(raw: string) {
  if (!UUID.test(raw)) throw notFound();
  return raw;
}

export const conversationsRoutes = new Hono<AppEnv>()
  .get('/trugpt/conversations', signedIn(), queryInput(conversationSearchSchema), async (c) => {
    const user = currentUser(c);
    const { q } = c.req.valid('query');
    return c.json({ conversations: await listConversations(c.var.deps.db, user.id, q || undefined) });
  })
  .post(
    '/trugpt/conversations',
    signedIn('Please sign in to start a conversation.'),
    jsonInput(createConversationInputSchema),
    async (c) => {
      const user = currentUser(c);
      const { title, providerId } = c.req.valid('json');
      let named = title;
      if (providerId !== undefined) {
        // "Ask TruGPT about this provider" starts a fresh conversation about them, so no earlier topic leaks in.
        const provider = await providerForConversation(c.var.deps.db, providerId);
        if (!provider) throw new ApiError(404, 'not_found', 'This provider could not be found.');
        named ??= `About ${provider.name}`.slice(0, CONVERSATION_TITLE_MAX);
      }
      const row = await createConversation(c.var.deps.db, user.id, named, providerId);
      return c.json({ conversation: toConversationDto(row) }, 201);
    },
  )
  .patch('/trugpt/conversations/:id', signedIn(), jsonInput(renameConversationInputSchema), async (c) => {
    const user = currentUser(c);
    const { title } = c.req.valid('json');
    const row = await renameConversation(c.var.deps.db, user.id, conversationId(c.req.param('id')), title);
    if (!row) throw notFound();
    return c.json({ conversation: toConversationDto(row) });
  })
  .delete('/trugpt/conversations/:id', async (c) => {
    const user = currentUser(c);
    const deleted = await deleteConversation(c.var.deps.db, user.id, conversationId(c.req.param('id')));
    if (!deleted) throw notFound();
    return c.body(null, 204);
  })
  .get('/trugpt/conversations/:id/messages', async (c) => {
    const user = currentUser(c);
    const conversation = await getOwnedConversation(
      c.var.deps.db,
      user.id,
      conversationId(c.req.param('id')),
    );
    if (!conversation) throw notFound();
    const rows = await listMessages(c.var.deps.db, conversation.id);
    return c.json({ messages: rows.map(toMessageDto) });
  });
