import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '@client/components/forms/form-alert';
import { safeRedirect } from '@client/components/require-auth';
import { SignInForm } from '../components/sign-in-form';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { loadQueries } from '@client/lib/page-loader';

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const target = safeRedirect(params.get('redirect'), paths.dashboard.href());
  if (isSignedIn) return <Navigate replace to={target} />;

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to see your saved providers, conversations and dashboard."
    >
      <div className="space-y-5">
        {params.get('verify') === 'expired' ? (
          <FormAlert tone="info">
            That verification link has expired or was already used. If your email is confirmed, sign in below;
            if not, sign in and choose “Resend verification email”.
          </FormAlert>
        ) : null}
        {params.get('link') === 'invalid' ? (
          <FormAlert tone="info">
            That sign-in link has expired or was already used. Sign in below, or ask for a new link if your
            sign-ins are being slowed down.
          </FormAlert>
        ) : null}
        {params.get('reset') === 'done' ? (
          <FormAlert tone="success">
            Your password has been changed. Please sign in with your new password.
          </FormAlert>
        ) : null}
        <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        New to TruSelf?{' '}
        <Link
          to={paths.signup.href()}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Create a free account
        </Link>
      </p>
    </AuthShell>
  );
}

export const loader = loadQueries(() => [formTokenQueryOptions('signIn')]);
