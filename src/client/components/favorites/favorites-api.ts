import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIdsResponse, FavoritesResponse } from '@shared/schemas/favorites';
import { api } from '@client/lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;
/** Everything that shows a saved flag or a saved list. */
const affectedKeys = [favoritesQueryKey, ['provider'], ['dashboard']];

export type FavoritesOrigin = { near: string } | { lat: number; lng: number } | null;

export const getFavoritesQueryOptions = (origin: FavoritesOrigin) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'list', origin],
    queryFn: () => {
      const query: Record<string, string> | null = origin
        ? 'near' in origin
          ? { near: origin.near }
          : { lat: String(origin.lat), lng: String(origin.lng) }
        : null;
      const params = query ? new URLSearchParams(query) : null;
      return api<FavoritesResponse>(`/favorites${params ? `?${params}` : ''}`);
    },
  });

export const useFavorites = (origin: FavoritesOrigin, enabled = true) =>
  useQuery({ ...getFavoritesQueryOptions(origin), enabled });

export const getFavoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'ids'],
    queryFn: () => api<FavoriteIdsResponse>('/favorites/ids'),
  });

export const useFavoriteIds = (enabled: boolean) => useQuery({ ...getFavoriteIdsQueryOptions(), enabled });

function useInvalidateFavorites() {
  const queryClient = useQueryClient();
  return () => Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveFavorite() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: (providerId: number) => api(`/favorites/${providerId}`, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

export function useRemoveFavorite() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: (providerId: number) => api(`/favorites/${providerId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useUpdateFavoriteNote() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: ({ providerId, note }: { providerId: number; note: string }) =>
      api<{ providerId: number; note: string }>(`/favorites/${providerId}`, {
        method: 'PATCH',
        json: { note },
      }),
    onSuccess: invalidate,
  });
}
