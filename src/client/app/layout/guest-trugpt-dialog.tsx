import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { paths } from '@client/config/paths';

interface GuestTrugptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2: a guest tapping TruGPT in the bottom bar is offered Create Account or Sign In. */
export default function GuestTrugptDialog({ open, onOpenChange }: GuestTrugptDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Chat with TruGPT</DialogTitle>
        <DialogDescription>
          Create a free account to ask TruGPT about procedures, costs, recovery and providers near you.
        </DialogDescription>
        <div className="mt-2 grid gap-2">
          <Button asChild size="lg">
            <Link to={paths.signup.href()} onClick={close}>
              Create Account
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.signin.href()} onClick={close}>
              Sign In
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
