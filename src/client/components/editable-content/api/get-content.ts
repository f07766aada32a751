import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultContent, type EditableContentKey } from '@shared/editable-content';
import type { EditableContentEntry } from '@shared/schemas/content-editing';
import { api } from '@client/lib/api-client';

export const contentQueryKey = ['content'] as const;

export const getContent = () => api.get('/content').then((r) => r.content);

export const getContentQueryOptions = () => queryOptions({ queryKey: contentQueryKey, queryFn: getContent });

/**
 * The editable marketing texts, keyed. The built-in defaults show until the server answers (and if it cannot),
 * so the page never waits on them.
 */
export function useEditableContent(): {
  texts: Record<EditableContentKey, string>;
  entries: EditableContentEntry[];
} {
  const query = useQuery(getContentQueryOptions());
  const texts = defaultContent();
  for (const entry of query.data ?? []) texts[entry.key] = entry.content;
  return { texts, entries: query.data ?? [] };
}
