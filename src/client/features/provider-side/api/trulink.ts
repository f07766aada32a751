import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrulinkInput } from '@shared/schemas/trulink';
import { api } from '@client/lib/api-client';

export const getTrulinkQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['trulink', idOrSlug],
    queryFn: () => api.get('/trulink/:idOrSlug', { param: { idOrSlug } }),
    retry: false,
  });

export const useTrulink = (idOrSlug: string | null) =>
  useQuery({ ...getTrulinkQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });

export const getMyTrulinkQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: ['trulink', 'mine', providerId],
    queryFn: () => api.get('/trulink/mine/:providerId', { param: { providerId } }),
  });

export const useMyTrulink = (providerId: number | null) =>
  useQuery({ ...getMyTrulinkQueryOptions(providerId ?? 0), enabled: providerId !== null });

export function useSaveTrulink(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrulinkInput) =>
      api.put('/trulink/mine/:providerId', { param: { providerId }, json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trulink'] }),
  });
}
