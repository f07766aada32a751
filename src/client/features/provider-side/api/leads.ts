import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadInput, LeadStatus } from '@shared/schemas/leads';
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

/** Only the filters that are set, as the lead lists' URLs carry them. */
const setFilters = (filters: LeadFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v));

export const getProviderSummaryQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['lead-provider', idOrSlug],
    queryFn: () => api.get('/leads/providers/:idOrSlug', { param: { idOrSlug } }).then((r) => r.provider),
    retry: false,
  });

export const useProviderSummary = (idOrSlug: string | null) =>
  useQuery({ ...getProviderSummaryQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });

export const getProviderLookupQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['lead-provider-lookup', q],
    queryFn: () => api.get('/leads/providers', { query: { q } }).then((r) => r.providers),
  });

export const useProviderLookup = (q: string) =>
  useQuery({
    ...getProviderLookupQueryOptions(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const submitLead = (input: LeadInput & { formToken: string; website: string }) =>
  api.post('/leads', { json: input });

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });

export const getMyLeadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: ['leads', 'mine', filters],
    queryFn: () => api.get('/leads/mine', { query: setFilters(filters) }),
    placeholderData: keepPreviousData,
  });

export const useMyLeads = (filters: LeadFilters) => useQuery(getMyLeadsQueryOptions(filters));

export const getAdminLeadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: ['leads', 'admin', filters],
    queryFn: () => api.get('/admin/leads', { query: setFilters(filters) }),
    placeholderData: keepPreviousData,
  });

export const useAdminLeads = (filters: LeadFilters) => useQuery(getAdminLeadsQueryOptions(filters));

export const getResponseTimesQueryOptions = () =>
  queryOptions({
    queryKey: ['leads', 'response-times'],
    queryFn: () => api.get('/admin/leads/response-times').then((r) => r.providers),
  });

export const useResponseTimes = () => useQuery(getResponseTimesQueryOptions());

export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api.patch('/leads/:id/status', { param: { id }, json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
