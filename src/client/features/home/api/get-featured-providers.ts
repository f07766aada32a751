import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const getFeaturedProviders = () => api.get('/providers/featured').then((r) => r.providers);

export const getFeaturedProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['providers', 'featured'], queryFn: getFeaturedProviders });

export const useFeaturedProviders = () => useQuery(getFeaturedProvidersQueryOptions());
