import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetailResponse, LocationListResponse } from '@shared/schemas/directory';
import { api } from '@client/lib/api-client';
import { retryUnlessClientError } from './procedures';

export const locationsQueryKey = ['locations'] as const;

export const getLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: () => api<LocationListResponse>('/locations'),
  });

export const useLocations = () => useQuery(getLocationsQueryOptions());

export const getLocationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...locationsQueryKey, 'detail', id],
    retry: retryUnlessClientError,
    queryFn: () => api<LocationDetailResponse>(`/locations/${encodeURIComponent(id)}`),
  });

export const useLocation = (id: string) => useQuery(getLocationQueryOptions(id));
