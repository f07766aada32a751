import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@shared/constants';

// SPEC §7: default freshness 60 seconds, one retry.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
