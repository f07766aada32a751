import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notifications';
import { api } from '@client/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export const getNotifications = () => api.get('/notifications');

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: 60_000 });

export const useNotifications = (enabled = true) => useQuery({ ...getNotificationsQueryOptions(), enabled });

function useNotificationMutation<T>(
  mutationFn: (arg: T) => Promise<unknown>,
  apply: (list: NotificationList, arg: T) => NotificationList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Reflect the change at once; the refetch afterwards reconciles with the server.
    onMutate: async (arg: T) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, apply(previous, arg));
      return { previous };
    },
    onError: (_error, _arg, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

const unread = (list: NotificationList['notifications']) => list.filter((n) => !n.read).length;

export const useMarkNotificationRead = () =>
  useNotificationMutation(
    (id: string) => api.patch('/notifications/:id/read', { param: { id } }),
    (list, id) => {
      const notifications = list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
      return { notifications, unreadCount: unread(notifications) };
    },
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(
    (_: undefined) => api.post('/notifications/read-all'),
    (list) => ({ notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }),
  );

export const useDismissNotification = () =>
  useNotificationMutation(
    (id: string) => api.delete('/notifications/:id', { param: { id } }),
    (list, id) => {
      const notifications = list.notifications.filter((n) => n.id !== id);
      return { notifications, unreadCount: unread(notifications) };
    },
  );
