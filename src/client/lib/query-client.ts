import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@shared/constants';
import { ApiError } from './api-client';
import { sessionQueryKey } from './session';

// SPEC §7: default freshness 60 seconds, one retry.
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A 401 means the session ended (expired, or signed out on another device): show the visitor as signed out
    // at once instead of leaving signed-in views polling a server that refuses them.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401 && client.getQueryData(sessionQueryKey)) {
          client.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
}
