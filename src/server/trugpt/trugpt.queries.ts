// Every query here is scoped by the signed-in user's id: another user's conversation simply does not exist.
import { and, asc, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ChatMessageDto, ConversationDto, MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import { providers, trugptConversations, trugptMessages, trugptUsage } from '../db/schema';

type ConversationRow = typeof trugptConversations.$inferSelect;
type MessageRow = typeof trugptMessages.$inferSelect;

export interface ConversationSummaryDto extends ConversationDto {
  /** The latest message, shortened, for history lists. */
  preview: string | null;
}

export const toConversationDto = (row: ConversationRow): ConversationDto => ({
  id: row.id,
  title: row.title,
  providerId: row.providerId ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessageDto = (row: MessageRow): ChatMessageDto => ({
  id: row.id,
  conversationId: row.conversationId,
  role: row.role,
  content: row.content,
  mentionedProviders: row.mentionedProviders ?? null,
  createdAt: row.createdAt.toISOString(),
});

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function listConversations(
  db: Database,
  userId: string,
  q?: string,
): Promise<ConversationSummaryDto[]> {
  const preview = sql<
    string | null
  >`(select left(m.content, 160) from trugpt_messages m where m.conversation_id = ${trugptConversations.id} order by m.created_at desc limit 1)`;
  const owned = eq(trugptConversations.userId, userId);
  const where = q
    ? and(
        owned,
        or(
          ilike(trugptConversations.title, likePattern(q)),
          inArray(
            trugptConversations.id,
            db
              .select({ id: trugptMessages.conversationId })
              .from(trugptMessages)
              .where(ilike(trugptMessages.content, likePattern(q))),
          ),
        ),
      )
    : owned;
  const rows = await db
    .select({ row: trugptConversations, preview })
    .from(trugptConversations)
    .where(where)
    .orderBy(desc(trugptConversations.updatedAt), desc(trugptConversations.createdAt));
  return rows.map(({ row, preview: p }) => ({ ...toConversationDto(row), preview: p }));
}

export async function getOwnedConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(trugptConversations)
    .where(and(eq(trugptConversations.id, id), eq(trugptConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function createConversation(db: Database, userId: string, title?: string, providerId?: number) {
  const [row] = await db.insert(trugptConversations).values({ userId, title, providerId }).returning();
  return row;
}

/** The provider a conversation is opened about, by id: its name, or null when the directory does not hold it. */
export async function providerForConversation(db: Database, providerId: number) {
  const [row] = await db
    .select({ name: providers.displayName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

export async function renameConversation(db: Database, userId: string, id: string, title: string) {
  const [row] = await db
    .update(trugptConversations)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(trugptConversations.id, id), eq(trugptConversations.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteConversation(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(trugptConversations)
    .where(and(eq(trugptConversations.id, id), eq(trugptConversations.userId, userId)))
    .returning({ id: trugptConversations.id });
  return rows.length > 0;
}

export async function listMessages(db: Database, conversationId: string) {
  return db
    .select()
    .from(trugptMessages)
    .where(eq(trugptMessages.conversationId, conversationId))
    .orderBy(asc(trugptMessages.createdAt), asc(trugptMessages.role));
}

/** The latest messages of a conversation, oldest first: enough context for follow-up questions. */
export async function recentMessages(db: Database, conversationId: string, limit = 20) {
  const rows = await db
    .select()
    .from(trugptMessages)
    .where(eq(trugptMessages.conversationId, conversationId))
    .orderBy(desc(trugptMessages.createdAt), desc(trugptMessages.role))
    .limit(limit);
  return rows.reverse();
}

/** Regenerate: drops the last user message and everything after it, and returns that message's text. */
export async function removeLastExchange(db: Database, conversationId: string): Promise<string | null> {
  const [last] = await db
    .select()
    .from(trugptMessages)
    .where(and(eq(trugptMessages.conversationId, conversationId), eq(trugptMessages.role, 'user')))
    .orderBy(desc(trugptMessages.createdAt))
    .limit(1);
  if (!last) return null;
  await db
    .delete(trugptMessages)
    .where(
      and(
        eq(trugptMessages.conversationId, conversationId),
        or(eq(trugptMessages.id, last.id), gt(trugptMessages.createdAt, last.createdAt)),
      ),
    );
  return last.content;
}

/** Stores one question and its answer, bumps updated_at and, for a fresh conversation, sets its title. */
export async function saveExchange(
  db: Database,
  input: {
    conversationId: string;
    question: string;
    answer: string;
    mentionedProviders: MentionedProvider[];
    askedAt: Date;
    title?: string;
  },
) {
  const answeredAt = new Date(Math.max(Date.now(), input.askedAt.getTime() + 1));
  return db.transaction(async (tx) => {
    const [userMessage, assistantMessage] = await tx
      .insert(trugptMessages)
      .values([
        {
          conversationId: input.conversationId,
          role: 'user',
          content: input.question,
          createdAt: input.askedAt,
        },
        {
          conversationId: input.conversationId,
          role: 'assistant',
          content: input.answer,
          mentionedProviders: input.mentionedProviders,
          createdAt: answeredAt,
        },
      ])
      .returning();
    const [conversation] = await tx
      .update(trugptConversations)
      .set({ updatedAt: answeredAt, ...(input.title ? { title: input.title } : {}) })
      .where(eq(trugptConversations.id, input.conversationId))
      .returning();
    return { userMessage, assistantMessage, conversation };
  });
}

export const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

/** Counts one message against today's quota; false when the quota is already used up. Atomic across processes. */
export async function consumeQuota(db: Database, userId: string, limit: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into trugpt_usage (user_id, day, count) values (${userId}, ${utcDay()}, 1)
    on conflict (user_id, day) do update set count = trugpt_usage.count + 1
    where trugpt_usage.count < ${limit}
    returning count`);
  return result.rows.length > 0;
}

/** A message the assistant could not answer does not count. */
export async function refundQuota(db: Database, userId: string) {
  await db
    .update(trugptUsage)
    .set({ count: sql`greatest(${trugptUsage.count} - 1, 0)` })
    .where(and(eq(trugptUsage.userId, userId), eq(trugptUsage.day, utcDay())));
}
