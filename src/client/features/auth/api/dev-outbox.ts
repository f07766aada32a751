import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOutput, api } from '@client/lib/api-client';

export type OutboxMessage = ApiOutput<'get', '/dev/outbox'>['messages'][number];

export const getDevOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: () => api.get('/dev/outbox'),
    staleTime: 0,
    retry: false,
  });

export function useDevOutbox() {
  return useQuery(getDevOutboxQueryOptions());
}
