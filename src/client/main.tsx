import './lib/zod-jitless';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { onPageLive } from './app/layout/page-live';
import { createRouter } from './app/router';
import { keepEarlyInput } from './lib/early-input';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// For guests the server sends the page rendered, with the query results behind it (src/client/entry-server.tsx):
// the browser paints it before any script runs, and the app takes it over with the same data.
const initialData = document.getElementById('initial-data')?.textContent;
if (initialData) hydrate(queryClient, JSON.parse(initialData) as DehydratedState);

const router = createRouter(queryClient);
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A page the server rendered, to hydrate; otherwise #root is empty or holds the loading shell, rendered over.
if (container.firstElementChild && !container.firstElementChild.hasAttribute('data-loading-shell')) {
  // Hydrating needs the page itself at once, not a fallback while its chunk and loaders run.
  void initialized(router).then(() => {
    onPageLive(keepEarlyInput(container));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // until the whole page is live: a tap or a scroll during it is answered at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  createRoot(container).render(app);
}

function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
