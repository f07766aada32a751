import './lib/zod-jitless';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
// For guests the server embeds the page's query results (src/client/entry-server.tsx): the page renders with its
// data at once instead of asking the API for it first.
const initialData = document.getElementById('initial-data')?.textContent;
if (initialData) hydrate(queryClient, JSON.parse(initialData) as DehydratedState);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
