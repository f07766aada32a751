import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useSession } from '../lib/session';
import { Redirect } from './redirect';

/** Errors the verification link reports when it lands on a protected page (expired, used or broken). */
const VERIFY_ERRORS = new Set(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND']);

/**
 * Guards a signed-in page: guests go to /signin?redirect=<this page> and come back after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-muted">
        <Spinner className="size-6" label="Checking your session" />
      </div>
    );
  }
  if (!isSignedIn) {
    const search = new URLSearchParams(location.search);
    const verifyError = VERIFY_ERRORS.has(search.get('error') ?? '') ? 'expired' : undefined;
    search.delete('error');
    const rest = search.toString();
    const redirect = `${location.pathname}${rest ? `?${rest}` : ''}`;
    return <Redirect to={paths.signin.href({ redirect, verify: verifyError })} />;
  }
  return <>{children}</>;
}

/** A redirect target from the query string, only when it is a path on this site. */
export function safeRedirect(value: string | null, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
