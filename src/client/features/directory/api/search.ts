import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { retryUnlessClientError } from './procedures';

export type SearchUrlParams = Record<string, string>;

export const providerSearchQueryKey = ['search', 'providers'] as const;

export const getProviderSearchQueryOptions = (params: SearchUrlParams) =>
  queryOptions({
    queryKey: [...providerSearchQueryKey, params],
    retry: retryUnlessClientError,
    queryFn: () => api.get('/search/providers', { query: params }),
  });

/** Keeps the previous page on screen while the next loads, so the list does not jump. */
export const useProviderSearch = (params: SearchUrlParams) =>
  useQuery({ ...getProviderSearchQueryOptions(params), placeholderData: keepPreviousData });

export const getAutocompleteQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'autocomplete', q],
    staleTime: 5 * 60_000,
    queryFn: () => api.get('/search/autocomplete', { query: { q } }),
  });

export const useAutocomplete = (q: string, enabled = true) =>
  useQuery({ ...getAutocompleteQueryOptions(q), enabled, placeholderData: keepPreviousData });

export const getPlaceSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'places', q],
    staleTime: 60 * 60_000,
    queryFn: () => api.get('/search/places', { query: { q } }),
  });

export const usePlaceSuggestions = (q: string, enabled = true) =>
  useQuery({ ...getPlaceSuggestionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
