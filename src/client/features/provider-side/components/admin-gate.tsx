import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';

/** Renders admin tools only for admins; the server refuses everyone else's calls regardless. */
export function AdminGate({ redirect, children }: { redirect: string; children: ReactNode }) {
  const { isLoading, isSignedIn, isAdmin } = useSession();
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (isAdmin) return <>{children}</>;
  return (
    <EmptyState
      icon={LockKeyhole}
      title="Access Denied"
      text={
        isSignedIn
          ? 'Only TruSelf administrators can use this page. Sign in with your verified company email address.'
          : 'Please sign in with an administrator account to use this page.'
      }
      action={
        <Button asChild>
          <Link to={isSignedIn ? paths.home.href() : paths.signin.href({ redirect })}>
            {isSignedIn ? 'Return to Home' : 'Sign In'}
          </Link>
        </Button>
      }
    />
  );
}
