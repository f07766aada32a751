import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInRedirect } from '@client/lib/page-loader';
import { useSession } from '@client/lib/session';

/**
 * A signed-in page's content. Guests never reach it (its loader, `requireSignedIn`, sends them to sign in first);
 * this covers the session ending while the page is open: the visitor goes to sign in and comes back afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) {
    const here = new URL(`${location.pathname}${location.search}`, 'http://page');
    return <Navigate replace to={signInRedirect(here)} />;
  }
  return <>{children}</>;
}

/** A redirect target from the query string, only when it is a path on this site. */
export function safeRedirect(value: string | null, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
