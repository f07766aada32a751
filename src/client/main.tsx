import './lib/zod-jitless';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { onPageLive } from './app/layout/page-live';
import { createRouter, loadPagesFor } from './app/router';
import { keepEarlyInput } from './lib/early-input';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// For guests the server sends the page rendered, with the query results behind it (src/client/entry-server.tsx):
// the browser paints it before any script runs, and the app takes it over with the same data.
const initialData = document.getElementById('initial-data')?.textContent;
if (initialData) hydrate(queryClient, JSON.parse(initialData) as DehydratedState);

const app = () => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>
);

if (container.firstElementChild) {
  void loadPagesFor(window.location.pathname).then(() => {
    onPageLive(keepEarlyInput(container));
    hydrateRoot(container, app());
  });
} else {
  createRoot(container).render(app());
}
