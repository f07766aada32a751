import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { paths } from '@client/config/paths';

type SignInPromptProps = {
  text: string;
  title?: string;
  /** Where to come back after signing in: this page unless said otherwise. */
  redirect?: string;
} & (
  | { open: boolean; onOpenChange: (open: boolean) => void }
  | { open?: undefined; onOpenChange?: undefined }
);

/**
 * Asks a guest to sign in (or create an account) and come back afterwards: as a dialog when `open` is given
 * (after the guest tried to do something), otherwise in place of a page's content.
 */
export function SignInPrompt({
  text,
  title = 'Please sign in to continue',
  redirect,
  open,
  onOpenChange,
}: SignInPromptProps) {
  const location = useLocation();
  const back = redirect ?? `${location.pathname}${location.search}${location.hash}`;
  const signIn = (
    <Button asChild>
      <Link to={paths.signin.href({ redirect: back })}>Sign In</Link>
    </Button>
  );
  const signUp = (
    <Button variant="outline" asChild>
      <Link to={paths.signup.href()}>Create Account</Link>
    </Button>
  );
  if (open === undefined) {
    return (
      <EmptyState
        icon={LogIn}
        title={title}
        text={text}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {signIn}
            {signUp}
          </div>
        }
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {signUp}
          {signIn}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
