import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

/** SPEC §2: what a guest tapping TruGPT in the bottom bar is offered. */
export const GUEST_TRUGPT_TITLE = 'Chat with TruGPT';
export const GUEST_TRUGPT_OFFER =
  'Create a free account to ask TruGPT about procedures, costs, recovery and providers near you.';

/** Create Account or Sign In: plain links, so they work in the server's markup before the app runs too. */
export function GuestTrugptLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="mt-2 grid gap-2">
      <Button asChild size="lg">
        <Link to={paths.signup.href()} onClick={onNavigate}>
          Create Account
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.signin.href()} onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
    </div>
  );
}

/** The offer as the early frame shows it (components/early-dialog.tsx). */
export function GuestTrugptOffer({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <p className="text-sm text-muted">{GUEST_TRUGPT_OFFER}</p>
      <GuestTrugptLinks onNavigate={onNavigate} />
    </>
  );
}
