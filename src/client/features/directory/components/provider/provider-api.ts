import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderReviewsQuery } from '@shared/schemas/provider';
import { ApiError, api } from '@client/lib/api-client';

export const providerQueryKey = ['provider'] as const;

/** Where distances are measured from: a typed place or the browser's position. */
export type { Origin } from '@client/lib/use-distance-origin';
import type { Origin } from '@client/lib/use-distance-origin';

const originQuery = (origin: Origin) =>
  !origin ? {} : 'near' in origin ? { near: origin.near } : { lat: origin.lat, lng: origin.lng };

const retryUnlessClientError = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

export const getProviderQueryOptions = (id: string, origin: Origin) =>
  queryOptions({
    queryKey: [...providerQueryKey, id, 'profile', origin],
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    queryFn: () => api.get('/providers/:id', { param: { id }, query: originQuery(origin) }),
  });

export const useProvider = (id: string, origin: Origin) => useQuery(getProviderQueryOptions(id, origin));

export const getProviderReviewsQueryOptions = (id: number, query: ProviderReviewsQuery) =>
  queryOptions({
    queryKey: [...providerQueryKey, String(id), 'reviews', query],
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get('/providers/:id/reviews', {
        param: { id },
        query: { page: query.page, sort: query.sort, procedure: query.procedure || undefined },
      }),
  });

export const useProviderReviews = (id: number, query: ProviderReviewsQuery, enabled: boolean) =>
  useQuery({ ...getProviderReviewsQueryOptions(id, query), enabled });

export const getProviderPhotosQueryOptions = (provider: number | null, page: number) =>
  queryOptions({
    queryKey: ['provider-photos', provider, page],
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    queryFn: () => api.get('/provider-photos', { query: { page, provider: provider || undefined } }),
  });

export const useProviderPhotos = (provider: number | null, page: number) =>
  useQuery(getProviderPhotosQueryOptions(provider, page));
