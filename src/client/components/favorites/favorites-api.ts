import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;
/** Everything that shows a saved flag or a saved list. */
const affectedKeys = [favoritesQueryKey, ['provider'], ['dashboard']];

export type FavoritesOrigin = { near: string } | { lat: number; lng: number } | null;

export const getFavoritesQueryOptions = (origin: FavoritesOrigin) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'list', origin],
    queryFn: () =>
      api.get('/favorites', {
        query: !origin ? {} : 'near' in origin ? { near: origin.near } : { lat: origin.lat, lng: origin.lng },
      }),
  });

export const useFavorites = (origin: FavoritesOrigin, enabled = true) =>
  useQuery({ ...getFavoritesQueryOptions(origin), enabled });

export const getFavoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'ids'],
    queryFn: () => api.get('/favorites/ids'),
  });

export const useFavoriteIds = (enabled: boolean) => useQuery({ ...getFavoriteIdsQueryOptions(), enabled });

function useInvalidateFavorites() {
  const queryClient = useQueryClient();
  return () => Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveFavorite() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: (providerId: number) =>
      api.put('/favorites/:providerId', { param: { providerId }, json: {} }),
    onSuccess: invalidate,
  });
}

export function useRemoveFavorite() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: (providerId: number) => api.delete('/favorites/:providerId', { param: { providerId } }),
    onSuccess: invalidate,
  });
}

export function useUpdateFavoriteNote() {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: ({ providerId, note }: { providerId: number; note: string }) =>
      api.patch('/favorites/:providerId', { param: { providerId }, json: { note } }),
    onSuccess: invalidate,
  });
}
