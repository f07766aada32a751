import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapTilesConfig } from '@shared/schemas/site-config';
import { api } from './api-client';

/** The operator's settings (MAP_TILES_URL, …): fixed while the server runs, so read once per visit. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  queryFn: () => api.get('/site-config'),
});

/** The map tiles to draw maps with; null without MAP_TILES_URL, and while the settings are still loading. */
export function useMapTiles(): MapTilesConfig | null {
  return useQuery(siteConfigQueryOptions).data?.mapTiles ?? null;
}

/**
 * Why sign-up is closed (a production site that cannot send the verification email), or null while it is open and
 * while the settings are still loading: the sign-up page shows this instead of a form that could not succeed.
 */
export function useSignUpClosed(): string | null {
  return useQuery(siteConfigQueryOptions).data?.signUpClosed ?? null;
}
