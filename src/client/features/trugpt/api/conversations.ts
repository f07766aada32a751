import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@shared/schemas/trugpt';
import { api } from '@client/lib/api-client';

export interface ConversationSummary extends ConversationDto {
  preview: string | null;
}

export const conversationsKey = (userId: string) => ['trugpt', userId, 'conversations'] as const;

export const getConversationsQueryOptions = (userId: string, q = '') =>
  queryOptions({
    queryKey: [...conversationsKey(userId), q] as const,
    queryFn: () =>
      api<{ conversations: ConversationSummary[] }>(
        `/trugpt/conversations${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      ).then((r) => r.conversations),
  });

export function useConversations(userId: string | null, q = '') {
  return useQuery({ ...getConversationsQueryOptions(userId ?? '', q), enabled: Boolean(userId) });
}

export function useCreateConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title?: string) =>
      api<{ conversation: ConversationDto }>('/trugpt/conversations', {
        method: 'POST',
        json: title ? { title } : {},
      }).then((r) => r.conversation),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}

export function useRenameConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api<{ conversation: ConversationDto }>(`/trugpt/conversations/${id}`, {
        method: 'PATCH',
        json: { title },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}

export function useDeleteConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    // Without a declared type the server's JSON-only guard refuses a bodiless DELETE from Chrome (415).
    mutationFn: (id: string) =>
      api<void>(`/trugpt/conversations/${id}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(userId) }),
  });
}
