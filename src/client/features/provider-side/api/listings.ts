import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveListingInput, DecisionStatus, ListingInput } from '@shared/schemas/listings';
import { api } from '@client/lib/api-client';

type Guarded = { formToken: string; website: string };

export const submitListing = (input: ListingInput & Guarded) => api.post('/listings', { json: input });

export const useSubmitListing = () => useMutation({ mutationFn: submitListing });

export const getMyListingsQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'mine'],
    queryFn: () => api.get('/listings/mine').then((r) => r.listings),
  });

export const useMyListings = (enabled: boolean) => useQuery({ ...getMyListingsQueryOptions(), enabled });

export const getAdminListingsQueryOptions = (status: DecisionStatus | 'all') =>
  queryOptions({
    queryKey: ['admin', 'listings', status],
    queryFn: () =>
      api.get('/admin/listings', { query: status === 'all' ? {} : { status } }).then((r) => r.listings),
  });

export const useAdminListings = (status: DecisionStatus | 'all') =>
  useQuery(getAdminListingsQueryOptions(status));

const approval = ({ action: _, ...input }: { action: 'approve' } & ApproveListingInput) => input;

type Decision =
  | ({ id: string; action: 'approve' } & ApproveListingInput)
  | { id: string; action: 'reject'; reason: string };

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: Decision) =>
      decision.action === 'reject'
        ? api.post('/admin/listings/:id/reject', { param: { id }, json: { reason: decision.reason } })
        : api.post('/admin/listings/:id/approve', { param: { id }, json: approval(decision) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] }),
  });
}
