import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { api } from '@client/lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: () => api<DashboardResponse>('/dashboard') });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
