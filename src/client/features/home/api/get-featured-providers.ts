import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedProvider } from '@shared/schemas/featured-providers';
import { api } from '@client/lib/api-client';

export const getFeaturedProviders = () =>
  api<{ providers: FeaturedProvider[] }>('/providers/featured').then((r) => r.providers);

export const getFeaturedProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['providers', 'featured'], queryFn: getFeaturedProviders });

export const useFeaturedProviders = () => useQuery(getFeaturedProvidersQueryOptions());
