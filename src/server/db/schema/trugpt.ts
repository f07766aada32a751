import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { providers } from './directory';

export type MentionedProvider = { id: number; name: string; location: string; specialties: string[] };

export const trugptConversations = pgTable(
  'trugpt_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull().default('New Conversation'),
    // Opened with "Ask TruGPT about this provider": every answer in it is about this provider.
    providerId: integer().references(() => providers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trugpt_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const trugptMessages = pgTable(
  'trugpt_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => trugptConversations.id, { onDelete: 'cascade' }),
    role: text().notNull().$type<'user' | 'assistant'>(),
    content: text().notNull(),
    mentionedProviders: jsonb().$type<MentionedProvider[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trugpt_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

// Messages sent per user per UTC day, counted atomically so every app process enforces TRUGPT_DAILY_QUOTA.
export const trugptUsage = pgTable(
  'trugpt_usage',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
