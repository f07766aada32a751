import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveClaimInput, ClaimInput } from '@shared/schemas/claims';
import type { DecisionStatus } from '@shared/schemas/listings';
import { api } from '@client/lib/api-client';

export const getClaimSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['claims', 'search', q],
    queryFn: () => api.get('/claims/search', { query: { q } }).then((r) => r.providers),
  });

export const useClaimSearch = (q: string) =>
  useQuery({
    ...getClaimSearchQueryOptions(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const getMyClaimsQueryOptions = () =>
  queryOptions({
    queryKey: ['claims', 'mine'],
    queryFn: () => api.get('/claims/mine').then((r) => r.claims),
  });

export const useMyClaims = (enabled: boolean) => useQuery({ ...getMyClaimsQueryOptions(), enabled });

export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => api.post('/claims', { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}

export const getAdminClaimsQueryOptions = (status: DecisionStatus | 'all') =>
  queryOptions({
    queryKey: ['admin', 'claims', status],
    queryFn: () =>
      api.get('/admin/claims', { query: status === 'all' ? {} : { status } }).then((r) => r.claims),
  });

export const useAdminClaims = (status: DecisionStatus | 'all') =>
  useQuery(getAdminClaimsQueryOptions(status));

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
      checks,
    }: {
      id: string;
      action: 'approve' | 'reject';
      reason?: string;
      checks?: ApproveClaimInput['checks'];
    }) =>
      action === 'reject'
        ? api.post('/admin/claims/:id/reject', { param: { id }, json: { reason: reason ?? '' } })
        : api.post('/admin/claims/:id/approve', { param: { id }, json: { checks: checks ?? [] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] }),
  });
}
