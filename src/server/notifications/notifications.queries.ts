import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationItem, NotificationList, NotificationType } from '@shared/schemas/notifications';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  actionLabel?: string;
  actionHref?: string;
}

const LIST_LIMIT = 50;

/**
 * Adds a notification to a user's bell (welcome, email verified, claim decisions …). `actionHref` must be a path
 * inside the app (it starts with "/"), so a notification can never send someone off-site.
 */
export async function createNotification(db: Database, userId: string, input: NewNotification) {
  const href =
    input.actionHref?.startsWith('/') && !input.actionHref.startsWith('//') ? input.actionHref : null;
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: input.type,
      title: input.title,
      message: input.message,
      actionLabel: href ? (input.actionLabel ?? 'View') : null,
      actionHref: href,
    })
    .returning();
  return toItem(row);
}

function toItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    action: row.actionHref ? { label: row.actionLabel ?? 'View', href: row.actionHref } : null,
  };
}

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { notifications: rows.map(toItem), unreadCount: unread?.n ?? 0 };
}

/** Returns false when the id is not one of this user's notifications. */
export async function markRead(db: Database, userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function dismissNotification(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
