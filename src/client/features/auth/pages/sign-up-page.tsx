import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { SIGNUP_SUCCESS_TOAST_MS } from '@shared/constants';
import { notify } from '@client/components/ui/toaster';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { AuthShell } from '../components/auth-shell';
import { CheckInbox } from '../components/check-inbox';
import { SignUpForm } from '../components/sign-up-form';
import { useFormAnswer } from '@client/lib/form-answer';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { loadQueries } from '@client/lib/page-loader';
import { siteConfigQueryOptions, useSignUpClosed } from '@client/lib/site-config';
import { FormAlert } from '@client/components/forms/form-alert';

export default function SignUpPage() {
  const { isSignedIn } = useSession();
  // Sent as a plain post before the app ran: the server created the account and redirected here, or sent this page
  // back with why not.
  const answer = useFormAnswer('signUp');
  const closed = useSignUpClosed();
  const [createdFor, setCreatedFor] = useState<string | null>(
    answer?.outcome === 'sent' ? (answer.values.email ?? '') : null,
  );
  if (isSignedIn && !createdFor) return <Navigate replace to={paths.dashboard.href()} />;

  const onCreated = (email: string) => {
    notify.success(
      'Account created successfully!',
      'Please check your email (including spam folder) to verify your account before signing in.',
      { duration: SIGNUP_SUCCESS_TOAST_MS },
    );
    setCreatedFor(email);
    window.scrollTo({ top: 0 });
  };

  if (createdFor) {
    return (
      <AuthShell title="Almost there">
        <CheckInbox email={createdFor} />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Create your free account"
      subtitle="Save providers, keep your TruGPT conversations and get a dashboard built around the procedures you research."
    >
      {closed ? (
        // Said up front, in the words the server would refuse the form with: no form that cannot succeed.
        <FormAlert tone="info">{closed}</FormAlert>
      ) : (
        <SignUpForm onCreated={onCreated} answer={answer?.outcome === 'sent' ? undefined : answer} />
      )}
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={paths.signin.href()}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
      {closed ? null : (
        <p className="mt-3 text-center text-xs text-muted">
          By creating an account you agree to our{' '}
          <Link to={paths.terms.href()} className="underline underline-offset-2 hover:text-ink">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy.href()} className="underline underline-offset-2 hover:text-ink">
            Privacy Policy
          </Link>
          .
        </p>
      )}
    </AuthShell>
  );
}

export const loader = loadQueries(() => [formTokenQueryOptions('signUp'), siteConfigQueryOptions]);
