import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: () => api.get('/dashboard') });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
