import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

export function GuestPrompt() {
  return (
    <div className="border-t border-line bg-brand-50 px-4 py-3" data-testid="trugpt-guest-prompt">
      <p className="text-sm font-medium text-ink">Sign up to chat with TruGPT</p>
      <p className="mt-0.5 text-xs text-muted">
        A free account lets you ask questions and keep your conversations.
      </p>
      <div className="mt-2 flex gap-2">
        <Button asChild size="sm">
          <Link to={paths.signup.href()}>Create Account</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.signin.href()}>Sign In</Link>
        </Button>
      </div>
    </div>
  );
}
