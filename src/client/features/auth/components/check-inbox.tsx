import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { useResendVerification } from '../api/account-actions';
import { clientRateLimit } from '../lib/client-rate-limit';
import { FormAlert } from '@client/components/forms/form-alert';

const OTHER_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

/** After sign-up: where the link went, and a way to ask for another. */
export function CheckInbox({ email }: { email: string }) {
  const resend = useResendVerification();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onResend = async () => {
    const limiter = clientRateLimit('other', 'resend-verification');
    if (limiter.isLimited()) return setMessage({ tone: 'error', text: OTHER_LIMITED });
    limiter.record();
    try {
      const answer = await resend.mutateAsync({ email });
      setMessage({ tone: 'success', text: answer.message ?? 'We have sent a new link.' });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <div className="space-y-5 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h2 className="text-xl font-semibold text-ink">Check your inbox</h2>
        <p className="mt-2 text-muted">
          We sent a verification link to <strong className="break-all text-ink">{email}</strong>. Open it to
          confirm your address — it signs you in and takes you to your dashboard. Check your spam folder if it
          has not arrived.
        </p>
      </div>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={onResend} loading={resend.isPending}>
          Resend verification email
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.signin.href()}>Go to sign in</Link>
        </Button>
      </div>
    </div>
  );
}
