import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableContentKey } from '@shared/editable-content';
import type { EditableContentEntry } from '@shared/schemas/content-editing';
import { api } from '@client/lib/api-client';
import { contentQueryKey } from './get-content';

export const updateContent = (key: EditableContentKey, content: string) =>
  api.put('/content/:key', { param: { key }, json: { content } }).then((r) => r.content);

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, content }: { key: EditableContentKey; content: string }) =>
      updateContent(key, content),
    onSuccess: (saved) => {
      queryClient.setQueryData<EditableContentEntry[]>(contentQueryKey, (old) =>
        old?.map((entry) => (entry.key === saved.key ? saved : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: contentQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content-history'] });
    },
  });
}
