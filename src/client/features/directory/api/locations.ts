import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { retryUnlessClientError } from './procedures';

export const locationsQueryKey = ['locations'] as const;

export const getLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: () => api.get('/locations'),
  });

export const useLocations = () => useQuery(getLocationsQueryOptions());

export const getLocationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...locationsQueryKey, 'detail', id],
    retry: retryUnlessClientError,
    queryFn: () => api.get('/locations/:id', { param: { id } }),
  });

export const useLocation = (id: string) => useQuery(getLocationQueryOptions(id));
