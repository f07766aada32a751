import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminUserRow,
  Paged,
  SecurityEventsPage,
  SecurityEventsQuery,
  SubscriberRow,
  SubscribersQuery,
  UsersQuery,
} from '@shared/schemas/admin';
import type { ContentHistoryEntry } from '@shared/schemas/content-editing';
import { api } from '@client/lib/api-client';

function qs(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const subscribersCsvUrl = (q?: string) => `/api/admin/subscribers.csv${qs({ q })}`;

export const getSubscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', query],
    queryFn: () => api<Paged<SubscriberRow>>(`/admin/subscribers${qs(query)}`),
    placeholderData: keepPreviousData,
  });

export const getUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: () => api<Paged<AdminUserRow>>(`/admin/users${qs(query)}`),
    placeholderData: keepPreviousData,
  });

export const getSecurityEventsQueryOptions = (query: SecurityEventsQuery) =>
  queryOptions({
    queryKey: ['admin', 'security-events', query],
    queryFn: () => api<SecurityEventsPage>(`/admin/security-events${qs(query)}`),
    placeholderData: keepPreviousData,
  });

export const getContentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'content-history'],
    queryFn: () => api<{ history: ContentHistoryEntry[] }>('/admin/content-history').then((r) => r.history),
  });

export const useSubscribers = (query: SubscribersQuery) => useQuery(getSubscribersQueryOptions(query));
export const useAdminUsers = (query: UsersQuery) => useQuery(getUsersQueryOptions(query));
export const useSecurityEvents = (query: SecurityEventsQuery) =>
  useQuery(getSecurityEventsQueryOptions(query));
export const useContentHistory = () => useQuery(getContentHistoryQueryOptions());
