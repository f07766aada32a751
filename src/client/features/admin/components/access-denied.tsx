import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { paths } from '@client/config/paths';

/** Shown to guests and non-admins; the server refuses their admin API calls regardless. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <PageFrame title="Admin Dashboard" width="narrow">
      <EmptyState
        icon={LockKeyhole}
        title="Access Denied"
        text={
          signedIn
            ? 'Only administrators can open the admin dashboard. If you think you should have access, sign in with your verified company email address.'
            : 'Please sign in with an administrator account to open the admin dashboard.'
        }
        action={
          signedIn ? (
            <Button asChild variant="outline">
              <Link to={paths.home.href()}>Return to Home</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to={paths.signin.href()}>Sign In</Link>
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
