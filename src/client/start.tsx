import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { onPageLive } from './app/layout/page-live';
import { createPageRouter, createRouter, yieldToBrowser } from './app/router';
import { keepEarlyInput } from './lib/early-input';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

const app = (router: DataRouter) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * For guests the server sends the page rendered, with the query results behind it (src/client/entry-server.tsx):
 * the browser paints it before any script runs, and the app takes it over with the same data, as soon as the
 * page's own module has loaded. Each step is a task of its own, so a tap or a scroll meanwhile is answered at once.
 */
async function takeOver() {
  const initialData = document.getElementById('initial-data')?.textContent;
  if (initialData) hydrate(queryClient, JSON.parse(initialData) as DehydratedState);
  const router = await createPageRouter(queryClient);
  await yieldToBrowser();
  onPageLive(keepEarlyInput(container));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // until the whole page is live.
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

/** Starts the app (main.tsx imports this module last, once the framework's own modules have run). */
export function start() {
  // A page the server rendered, to hydrate; otherwise #root is empty or holds the loading shell, rendered over.
  if (container.firstElementChild && !container.firstElementChild.hasAttribute('data-loading-shell')) {
    void takeOver();
  } else {
    // A shell may still carry data: the server's answer to a form sent before any script ran, when the page's
    // render was abandoned (too slow, or too many at once).
    const initialData = document.getElementById('initial-data')?.textContent;
    if (initialData) hydrate(queryClient, JSON.parse(initialData) as DehydratedState);
    createRoot(container).render(app(createRouter(queryClient)));
  }
}
