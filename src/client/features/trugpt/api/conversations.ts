import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiOutput, api } from '@client/lib/api-client';

export type ConversationSummary = ApiOutput<'get', '/trugpt/conversations'>['conversations'][number];

export const conversationsKey = (userId: string) => ['trugpt', userId, 'conversations'] as const;

export const getConversationsQueryOptions = (userId: string, q = '') =>
  queryOptions({
    queryKey: [...conversationsKey(userId), q] as const,
    queryFn: () => api.get('/trugpt/conversations', { query: q ? { q } : {} }).then((r) => r.conversations),
  });

export function useConversations(userId: string | null, q = '') {
  return useQuery({ ...getConversationsQueryOptions(userId ?? '', q), enabled: Boolean(userId) });
}

export function useCreateConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input?: string | { title?: string; providerId?: number }) =>
      api
        .post('/trugpt/conversations', {
          json: typeof input === 'string' ? { title: input } : (input ?? {}),
        })
        .then((r) => r.conversation),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}

export function useRenameConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch('/trugpt/conversations/:id', { param: { id }, json: { title } }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}

export function useDeleteConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/trugpt/conversations/:id', { param: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}
