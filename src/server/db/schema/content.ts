import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const editableContent = pgTable('editable_content', {
  key: text().primaryKey(),
  content: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
});

export const editableContentHistory = pgTable(
  'editable_content_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    content: text().notNull(),
    updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editable_content_history_key_idx').on(t.key, t.updatedAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_uq').on(sql`lower(${t.email})`)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text().notNull().$type<'info' | 'success' | 'warning' | 'error'>(),
    title: text().notNull(),
    message: text().notNull(),
    actionLabel: text(),
    actionHref: text(),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
