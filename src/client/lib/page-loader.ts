import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '@client/config/paths';
import { getSessionQueryOptions } from './session';

/**
 * What a route's loader gets: React Router's arguments, the query cache the page renders from, and whether the
 * render waits for the data. The server renders a page once, after its loaders, so they load everything the page
 * shows; in the browser a page shows its own loading states, so its loaders only guard.
 */
export interface PageLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
  waitForData: boolean;
}

export type PageLoader = (args: PageLoaderArgs) => Promise<null>;

// biome-ignore lint/suspicious/noExplicitAny: a page's queries each have their own data type.
type PageQuery = EnsureQueryDataOptions<any, any, any, any>;

/** Where a loader reads the page's URL: path parameters and the query string. */
export interface PageUrl {
  params: LoaderFunctionArgs['params'];
  search: URLSearchParams;
}

/**
 * A loader for the queries a page shows. `queries` may be async and read the cache (a query that needs another's
 * answer first). A failed query is left in the cache as failed: the page shows its own error state.
 */
export function loadQueries(
  queries: (url: PageUrl, queryClient: QueryClient) => PageQuery[] | Promise<PageQuery[]>,
) {
  return async ({ params, request, queryClient, waitForData }: PageLoaderArgs): Promise<null> => {
    if (!waitForData) return null;
    const list = await queries({ params, search: new URL(request.url).searchParams }, queryClient);
    // Kept until the page has rendered, whatever the query's own gcTime: a form's start token (gcTime 0, fetched
    // anew each time its form appears) would otherwise be dropped as soon as it arrived, before the render that
    // reads it. The server's cache lives for one render.
    await Promise.all(
      list.map((options) =>
        queryClient.ensureQueryData({ ...options, gcTime: Number.POSITIVE_INFINITY }).catch(() => undefined),
      ),
    );
    return null;
  };
}

/** Errors the verification link reports when it lands on a protected page (expired, used or broken). */
const VERIFY_ERRORS = new Set(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND']);

/** Where a guest on a signed-in page goes: /signin, coming back to this page (without the link's error). */
export function signInRedirect(url: URL): string {
  const search = new URLSearchParams(url.search);
  const verify = VERIFY_ERRORS.has(search.get('error') ?? '') ? 'expired' : undefined;
  search.delete('error');
  const rest = search.toString();
  return paths.signin.href({ redirect: `${url.pathname}${rest ? `?${rest}` : ''}`, verify });
}

/** A loader for a signed-in page: guests are sent to sign in (a 302 from the server), then the page's queries. */
export function requireSignedIn(then: PageLoader = async () => null): PageLoader {
  return async (args) => {
    const user = await args.queryClient.ensureQueryData(getSessionQueryOptions()).catch(() => null);
    if (!user) throw redirect(signInRedirect(new URL(args.request.url)));
    return then(args);
  };
}
