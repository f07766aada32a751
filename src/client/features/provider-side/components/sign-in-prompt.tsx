import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { paths } from '@client/config/paths';

export function SignInPrompt({ text, redirect }: { text: string; redirect: string }) {
  return (
    <EmptyState
      icon={LogIn}
      title="Please sign in to continue"
      text={text}
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.signin.href({ redirect })}>Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.signup.href()}>Create an account</Link>
          </Button>
        </div>
      }
    />
  );
}
