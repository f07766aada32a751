import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type EmailOnlyFormValues, type EmailOnlyInput, emailOnlyInputSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { useRequestPasswordReset } from '../api/account-actions';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { clientRateLimit } from '../lib/client-rate-limit';

const OTHER_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export default function ForgotPasswordPage() {
  const { register, handleSubmit, formState } = useForm<EmailOnlyFormValues, unknown, EmailOnlyInput>({
    resolver: zodResolver(emailOnlyInputSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onValid = async (values: EmailOnlyInput) => {
    const limiter = clientRateLimit('other', 'forgot-password');
    if (limiter.isLimited()) return setAlert({ tone: 'error', text: OTHER_LIMITED });
    limiter.record();
    try {
      const answer = await request.mutateAsync(values);
      setAlert({ tone: 'success', text: answer.message ?? 'Check your inbox for a reset link.' });
    } catch (error) {
      setAlert({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const busy = formState.isSubmitting;
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        {alert ? <FormAlert tone={alert.tone}>{alert.text}</FormAlert> : null}
        <fieldset disabled={busy} className="space-y-5">
          <Field label="Email" required error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link
          to={paths.signin.href()}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
