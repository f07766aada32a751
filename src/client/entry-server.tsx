// The server's entry (built by `vite build --ssr`): renders a page for a guest to learn which queries it runs and
// answers them, so the browser starts with the page's data instead of asking the API for it after the page loads.
// Only the data is sent, not the markup: server markup stays inert until the client takes over, and taps and
// typing in that window would be lost.
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
  skipToken,
} from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routeTree } from './app/router';
import { createQueryClient } from './lib/query-client';

export { pageFilesFor } from './app/router';
export { setApiTransport } from './lib/api-client';

/** Each pass renders, then fetches the queries that render asked for (later ones may depend on earlier data). */
const MAX_PASSES = 3;

const handler = createStaticHandler(routeTree);

/**
 * The query cache behind the page, or null when the browser should load the data itself: a route or query failed
 * (the browser shows its error state and retries) or a redirect.
 */
export async function prefetchPage(request: Request): Promise<DehydratedState | null> {
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createServerQueryClient();
  const app = (
    <StrictMode>
      <QueryClientProvider client={client}>
        {/* No inline hydration script: the CSP forbids it, and the browser router has no loader data to take. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    await renderOnce(app, request.signal);
    const waiting = unfetchedQueries(client);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return failed ? null : dehydrate(client);
}

function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  // A failed query makes the page render in the browser; retrying here would only delay the answer.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** `prerender` waits for lazy components (unlike renderToString), so queries behind them are found too. */
async function renderOnce(app: ReactNode, signal: AbortSignal) {
  const { prelude } = await prerender(app, { signal });
  await new Response(prelude).arrayBuffer();
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
