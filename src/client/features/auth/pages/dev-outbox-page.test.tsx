// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevOutboxPage from './dev-outbox-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dev/outbox']}>
        <DevOutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the development outbox page', () => {
  it('is a page not found where the server has no outbox (production, a proxied request)', async () => {
    answer(404, { error: { code: 'not_found', message: 'No such API route.' } });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.queryByText('Development outbox')).toBeNull();
    expect(document.title).toBe('Page not found | TruSelf');
  });

  it('lists the mail in development', async () => {
    answer(200, { mode: 'outbox', messages: [] });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Development outbox' })).toBeTruthy();
  });
});
