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
import { paths } from '@client/config/paths';

/** Asks a guest to sign in (or create an account) and come back to this page afterwards. */
export function SignInPrompt({
  open,
  onOpenChange,
  title,
  text,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
}) {
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to={paths.signup.href()}>Create Account</Link>
          </Button>
          <Button asChild>
            <Link to={paths.signin.href({ redirect })}>Sign In</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
