import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const getSiteStats = () => api.get('/site-stats').then((r) => r.stats);

export const getSiteStatsQueryOptions = () =>
  queryOptions({ queryKey: ['site-stats'], queryFn: getSiteStats });

export const useSiteStats = () => useQuery(getSiteStatsQueryOptions());
