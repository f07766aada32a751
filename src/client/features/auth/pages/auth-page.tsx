import { LogIn, UserPlus } from 'lucide-react';
import { Navigate } from 'react-router';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { AuthShell } from '../components/auth-shell';
import { ChoiceCard } from '../components/choice-card';

/** /auth and /auth-page: the door to both account screens. */
export default function AuthPage() {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate replace to={paths.dashboard.href()} />;
  return (
    <AuthShell title="Welcome to TruSelf" subtitle="Sign in or create your free account.">
      <div className="space-y-4">
        <ChoiceCard
          to={paths.signin.href()}
          Icon={LogIn}
          title="I already have an account"
          text="Sign in to your dashboard, saved providers and TruGPT history."
        />
        <ChoiceCard
          to={paths.chooseSignup.href()}
          Icon={UserPlus}
          title="I'm new to TruSelf"
          text="Create a free account in a minute. No credit card, no spam."
        />
      </div>
    </AuthShell>
  );
}
