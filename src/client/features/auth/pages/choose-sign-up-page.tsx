import { Stethoscope, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { AuthShell } from '../components/auth-shell';
import { ChoiceCard } from '../components/choice-card';

/** /choose-signup: patients create an account; providers list their practice instead. */
export default function ChooseSignUpPage() {
  return (
    <AuthShell title="Join TruSelf" subtitle="Choose how you want to use TruSelf.">
      <div className="space-y-4">
        <ChoiceCard
          to={paths.signup.href()}
          Icon={UserRound}
          title="I'm researching a procedure"
          text="Create a free patient account: save providers, compare prices and ask TruGPT."
        />
        <ChoiceCard
          to={paths.listPractice.href()}
          Icon={Stethoscope}
          title="I'm a provider"
          text="List your practice or claim your profile to reach patients."
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={paths.signin.href()}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
