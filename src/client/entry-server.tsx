// The server's entry (built by `vite build --ssr`): renders a page for a guest once its route loaders have loaded
// what it shows, so the browser paints the finished page from the HTML and starts with its data instead of asking
// the API for it. start.tsx hydrates that markup; typing that lands before it does is carried over
// (lib/early-input.ts).
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
  skipToken,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LoadingShell } from './app/layout/loading-shell';
import { createRouteTree } from './app/router';
import { createQueryClient } from './lib/query-client';

export { pageFilesFor } from './app/router';
export { setApiTransport } from './lib/api-client';
export { formAnswerQueryKey } from './lib/form-answer';

export type RenderedPage =
  | {
      /** The markup inside #root. */
      html: string;
      /** The query cache behind it, for the browser to start from. */
      state: DehydratedState;
      /**
       * Queries the render asked for that no loader loaded: the page shows them loading, in the HTML and when the
       * browser takes over, until it fetches them. A loader should load them.
       */
      unloaded: string[];
    }
  /** A loader sends the visitor elsewhere (a guest on a signed-in page): the server answers with a redirect. */
  | { redirect: string };

/** Data the page renders with besides what its loaders load: the server's answer to a form sent as a plain post. */
export interface CacheEntry {
  queryKey: readonly unknown[];
  data: unknown;
}

/** A server query client holding `seed`. */
function seededClient(seed: CacheEntry[]) {
  const client = createServerQueryClient();
  for (const { queryKey, data } of seed) client.setQueryData(queryKey, data);
  return client;
}

/**
 * The query cache of a page the browser renders itself, holding only `seed` (the server's answer to a form sent as a
 * plain post): a page whose render was abandoned still shows that answer once the app runs.
 */
export const seedState = (seed: CacheEntry[]) => dehydrate(seededClient(seed));

/**
 * The page's markup and the query cache behind it, or where the page sends the visitor instead; null when the
 * browser should render it itself: a route, loader or query failed (the browser shows its error state and retries).
 */
export async function renderPage(request: Request, seed: CacheEntry[] = []): Promise<RenderedPage | null> {
  const client = seededClient(seed);
  const handler = createStaticHandler(createRouteTree(client, { waitForData: true }));
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location && context.status >= 300 && context.status < 400 ? { redirect: location } : null;
  }
  if (context.errors || failedQueries(client)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Infinity: every boundary inline. By default React moves large finished boundaries after the shell and puts
  // them in place with inline scripts, which the CSP refuses. `prerender` also waits for lazy components.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
        {/* No inline hydration script: the CSP forbids it, and the browser router has no loader data to take. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const unloaded = unfetchedQueries(client).map((query) => query.queryHash);
  return { html, state: dehydrate(client), unloaded };
}

/** The markup inside #root of a page the browser renders itself (a signed-in visitor's): app/layout/loading-shell. */
export async function renderLoadingShell(): Promise<string> {
  const { prelude } = await prerender(<LoadingShell />);
  return new Response(prelude).text();
}

function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  // A failed query makes the page render in the browser; retrying here would only delay the answer.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

function failedQueries(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

/** Queries the render created but nobody has fetched yet, leaving out disabled ones (they wait for the visitor). */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => query.options.queryFn && query.options.queryFn !== skipToken)
    .filter((query) => isEnabled(query));
}

function isEnabled(query: Query): boolean {
  // The observer's options (with `enabled`) are what the render passed to useQuery; the cache keeps them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
