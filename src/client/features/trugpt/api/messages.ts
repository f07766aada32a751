import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const messagesKey = (userId: string, conversationId: string) =>
  ['trugpt', userId, 'messages', conversationId] as const;

export const getMessagesQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: messagesKey(userId, conversationId),
    queryFn: async () => {
      try {
        const { messages } = await api.get('/trugpt/conversations/:id/messages', {
          param: { id: conversationId },
        });
        return messages;
      } catch (error) {
        // SPEC §8: a failure to fetch messages is logged and an empty list is used.
        console.warn('Could not load TruGPT messages', error);
        return [];
      }
    },
  });

export function useMessages(userId: string | null, conversationId: string | null) {
  return useQuery({
    ...getMessagesQueryOptions(userId ?? '', conversationId ?? ''),
    enabled: Boolean(userId && conversationId),
  });
}
