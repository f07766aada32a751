import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => api.get('/me').then((r) => r.user),
    staleTime: 30_000,
  });

/** Auth state: loading, then signed-out (user null) or signed-in. */
export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isSignedIn: Boolean(user),
    isVerified: Boolean(user?.emailVerified),
    isAdmin: Boolean(user?.isAdmin),
  };
}
