import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveListingInput,
  DecisionStatus,
  ListingInput,
  ListingItem,
} from '@shared/schemas/listings';
import { api } from '@client/lib/api-client';

type Guarded = { formToken: string; website: string };

export const submitListing = (input: ListingInput & Guarded) =>
  api<{ listing: { id: string; status: DecisionStatus } }>('/listings', { method: 'POST', json: input });

export const useSubmitListing = () => useMutation({ mutationFn: submitListing });

export const getMyListingsQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'mine'],
    queryFn: () => api<{ listings: ListingItem[] }>('/listings/mine').then((r) => r.listings),
  });

export const useMyListings = (enabled: boolean) => useQuery({ ...getMyListingsQueryOptions(), enabled });

export const getAdminListingsQueryOptions = (status: DecisionStatus | 'all') =>
  queryOptions({
    queryKey: ['admin', 'listings', status],
    queryFn: () =>
      api<{ listings: ListingItem[] }>(`/admin/listings${status === 'all' ? '' : `?status=${status}`}`).then(
        (r) => r.listings,
      ),
  });

export const useAdminListings = (status: DecisionStatus | 'all') =>
  useQuery(getAdminListingsQueryOptions(status));

type Decision =
  | ({ id: string; action: 'approve' } & ApproveListingInput)
  | { id: string; action: 'reject'; reason: string };

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: Decision) =>
      api<{ listing: ListingItem; providerId?: number }>(`/admin/listings/${id}/${action}`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] }),
  });
}
