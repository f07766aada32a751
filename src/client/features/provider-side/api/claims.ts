import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveClaimInput, ClaimInput, ClaimItem } from '@shared/schemas/claims';
import type { ProviderLookupItem } from '@shared/schemas/leads';
import type { DecisionStatus } from '@shared/schemas/listings';
import { api } from '@client/lib/api-client';

export const getClaimSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['claims', 'search', q],
    queryFn: () =>
      api<{ providers: ProviderLookupItem[] }>(`/claims/search?q=${encodeURIComponent(q)}`).then(
        (r) => r.providers,
      ),
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
    queryFn: () => api<{ claims: ClaimItem[] }>('/claims/mine').then((r) => r.claims),
  });

export const useMyClaims = (enabled: boolean) => useQuery({ ...getMyClaimsQueryOptions(), enabled });

export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) =>
      api<{ claim: { id: string; status: DecisionStatus; providerId: number } }>('/claims', {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}

export const getAdminClaimsQueryOptions = (status: DecisionStatus | 'all') =>
  queryOptions({
    queryKey: ['admin', 'claims', status],
    queryFn: () =>
      api<{ claims: ClaimItem[] }>(`/admin/claims${status === 'all' ? '' : `?status=${status}`}`).then(
        (r) => r.claims,
      ),
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
      api<{ claim: ClaimItem }>(`/admin/claims/${id}/${action}`, {
        method: 'POST',
        json: action === 'reject' ? { reason } : { checks: checks ?? [] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] }),
  });
}
