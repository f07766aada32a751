import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  links: string[];
}

export const getDevOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: () => api<{ mode: 'smtp' | 'outbox'; messages: OutboxMessage[] }>('/dev/outbox'),
    staleTime: 0,
    retry: false,
  });

export function useDevOutbox() {
  return useQuery(getDevOutboxQueryOptions());
}
