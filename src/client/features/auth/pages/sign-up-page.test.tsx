// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_WITHOUT_MAIL } from '@shared/schemas/site-config';
import SignUpPage from './sign-up-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The sign-up page in the browser, with the server answering a guest and the site settings given. */
function openSignUp(signUpClosed: string | null) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      url.pathname === '/api/site-config'
        ? { mapTiles: null, signUpClosed }
        : url.pathname === '/api/me'
          ? { user: null }
          : url.pathname === '/api/forms/token'
            ? { token: 'signUp.token', minFillMs: 5000 }
            : null;
    return body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ error: { code: 'not_found', message: 'No such API route.' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignUpPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the sign-up page', () => {
  it('says up front that sign-up is closed, in the words the server refuses with, instead of a form', async () => {
    const fetch = openSignUp(SIGN_UP_WITHOUT_MAIL);
    expect(await screen.findByText(SIGN_UP_WITHOUT_MAIL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    // Nothing was sent to the sign-up route: the visitor never typed anything to lose.
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/session/sign-up'),
    );
  });

  it('shows the form with no notice while sign-up is open', async () => {
    openSignUp(null);
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.queryByText(/Sign-up is closed/)).toBeNull();
  });
});
