import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeadInput,
  LeadItem,
  LeadList,
  LeadStatus,
  ProviderLookupItem,
  ProviderSummary,
  ResponseTimeRow,
} from '@shared/schemas/leads';
import { api } from '@client/lib/api-client';

export type LeadFilters = {
  status?: string;
  kind?: string;
  providerId?: string;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
};

export function leadQueryString(filters: LeadFilters) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

export const getProviderSummaryQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['lead-provider', idOrSlug],
    queryFn: () =>
      api<{ provider: ProviderSummary }>(`/leads/providers/${encodeURIComponent(idOrSlug)}`).then(
        (r) => r.provider,
      ),
    retry: false,
  });

export const useProviderSummary = (idOrSlug: string | null) =>
  useQuery({ ...getProviderSummaryQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });

export const getProviderLookupQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['lead-provider-lookup', q],
    queryFn: () =>
      api<{ providers: ProviderLookupItem[] }>(`/leads/providers?q=${encodeURIComponent(q)}`).then(
        (r) => r.providers,
      ),
  });

export const useProviderLookup = (q: string) =>
  useQuery({
    ...getProviderLookupQueryOptions(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const submitLead = (input: LeadInput & { formToken: string; website: string }) =>
  api<{ lead: { id: string }; practiceName: string }>('/leads', { method: 'POST', json: input });

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });

export const getMyLeadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: ['leads', 'mine', filters],
    queryFn: () => api<LeadList>(`/leads/mine${leadQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useMyLeads = (filters: LeadFilters) => useQuery(getMyLeadsQueryOptions(filters));

export const getAdminLeadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: ['leads', 'admin', filters],
    queryFn: () => api<LeadList>(`/admin/leads${leadQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminLeads = (filters: LeadFilters) => useQuery(getAdminLeadsQueryOptions(filters));

export const getResponseTimesQueryOptions = () =>
  queryOptions({
    queryKey: ['leads', 'response-times'],
    queryFn: () =>
      api<{ providers: ResponseTimeRow[] }>('/admin/leads/response-times').then((r) => r.providers),
  });

export const useResponseTimes = () => useQuery(getResponseTimesQueryOptions());

export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api<{ lead: LeadItem }>(`/leads/${id}/status`, { method: 'PATCH', json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
