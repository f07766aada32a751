// The server's entry (built by `vite build --ssr`): renders a page for a guest, answering the queries it runs, so
// the browser paints the finished page from the HTML and starts with its data instead of asking the API for it.
// main.tsx hydrates that markup; typing that lands before it does is carried over (lib/early-input.ts).
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
import { ServerRedirectContext } from './components/redirect';
import { createQueryClient } from './lib/query-client';

export { pageFilesFor } from './app/router';
export { setApiTransport } from './lib/api-client';

/** Each pass renders, then fetches the queries that render asked for (later ones may depend on earlier data). */
const MAX_PASSES = 3;

const handler = createStaticHandler(routeTree);

export type RenderedPage =
  | {
      /** The markup inside #root. */
      html: string;
      /** The query cache behind it, for the browser to start from. */
      state: DehydratedState;
    }
  /** The page sends the visitor elsewhere (a guest on a signed-in page): the server answers with a redirect. */
  | { redirect: string };

/**
 * The page's markup and the query cache behind it, or where the page sends the visitor instead; null when the
 * browser should render it itself: a route or query failed (the browser shows its error state and retries).
 */
export async function renderPage(request: Request): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createServerQueryClient();
  let redirect: string | null = null;
  const app = (
    <StrictMode>
      <ServerRedirectContext.Provider value={(to) => (redirect = to)}>
        <QueryClientProvider client={client}>
          {/* No inline hydration script: the CSP forbids it, and the browser router has no loader data to take. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </ServerRedirectContext.Provider>
    </StrictMode>
  );
  let html = await renderOnce(app, request.signal);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const waiting = unfetchedQueries(client);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderOnce(app, request.signal);
  }
  if (redirect) return { redirect };
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return failed ? null : { html, state: dehydrate(client) };
}

function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  // A failed query makes the page render in the browser; retrying here would only delay the answer.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** `prerender` waits for lazy components (unlike renderToString), so queries behind them are found too. */
async function renderOnce(app: ReactNode, signal: AbortSignal): Promise<string> {
  // Infinity: every boundary inline. By default React moves large finished boundaries after the shell and
  // puts them in place with inline scripts, which the CSP refuses.
  const { prelude } = await prerender(app, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
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
