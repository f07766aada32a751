import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityEventsQuery, SubscribersQuery, UsersQuery } from '@shared/schemas/admin';
import { api } from '@client/lib/api-client';

/** The filters without empty ones, as the admin tables' URLs carry them. */
function filled<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

export const subscribersCsvUrl = (q?: string) =>
  `/api/admin/subscribers.csv${q ? `?${new URLSearchParams({ q })}` : ''}`;

export const getSubscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', query],
    queryFn: () => api.get('/admin/subscribers', { query: filled(query) }),
    placeholderData: keepPreviousData,
  });

export const getUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: () => api.get('/admin/users', { query: filled(query) }),
    placeholderData: keepPreviousData,
  });

export const getSecurityEventsQueryOptions = (query: SecurityEventsQuery) =>
  queryOptions({
    queryKey: ['admin', 'security-events', query],
    queryFn: () => api.get('/admin/security-events', { query: filled(query) }),
    placeholderData: keepPreviousData,
  });

export const getContentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'content-history'],
    queryFn: () => api.get('/admin/content-history').then((r) => r.history),
  });

export const useSubscribers = (query: SubscribersQuery) => useQuery(getSubscribersQueryOptions(query));
export const useAdminUsers = (query: UsersQuery) => useQuery(getUsersQueryOptions(query));
export const useSecurityEvents = (query: SecurityEventsQuery) =>
  useQuery(getSecurityEventsQueryOptions(query));
export const useContentHistory = () => useQuery(getContentHistoryQueryOptions());

export const getAdminStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'status'], queryFn: () => api.get('/admin/status') });

export const useAdminStatus = (enabled: boolean) => useQuery({ ...getAdminStatusQueryOptions(), enabled });
