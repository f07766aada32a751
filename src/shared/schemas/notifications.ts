// SPEC §3 notification, stored per user on the server.
import { z } from 'zod';

export const notificationTypeSchema = z.enum(['info', 'success', 'warning', 'error']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationIdSchema = z.uuid({ message: 'There is no such notification.' });

export interface NotificationItem {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  action: { label: string; href: string } | null;
}

export interface NotificationList {
  notifications: NotificationItem[];
  unreadCount: number;
}
