import { useState } from 'react';
import { Link } from 'react-router';
import { emailOnlyInputSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { paths } from '@client/config/paths';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useFormAnswer } from '@client/lib/form-answer';
import { useRequestPasswordReset } from '../api/account-actions';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '@client/components/forms/form-alert';
import { clientRateLimit } from '../lib/client-rate-limit';

const OTHER_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export default function ForgotPasswordPage() {
  // Sent as a plain post before the app ran (src/server/render/form-posts.ts): the server's answer.
  const answer = useFormAnswer('forgotPassword');
  const refused = answer?.outcome === 'sent' ? undefined : answer;
  const { form, submit, formError, setFormError, pending } = useApiForm(emailOnlyInputSchema, {
    defaultValues: { email: refused?.values.email ?? '' },
    initialError: refused ? { message: refused.message } : null,
  });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(answer?.outcome === 'sent' ? answer.message : null);

  const onSubmit = submit(async (values) => {
    setSent(null);
    const limiter = clientRateLimit('other', 'forgot-password');
    if (limiter.isLimited()) return setFormError(OTHER_LIMITED);
    limiter.record();
    const answer = await request.mutateAsync(values);
    setSent(answer.message ?? 'Check your inbox for a reset link.');
  });

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
        {formError ? <FormAlert>{formError.message}</FormAlert> : null}
        <fieldset disabled={pending} className="space-y-5">
          <Field label="Email" required error={form.formState.errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={refused?.values.email}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
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
