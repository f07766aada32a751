import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ApiErrorCode } from '@shared/api-errors';
import { MESSAGES, signInInputSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { paths } from '@client/config/paths';
import { useApiForm } from '@client/components/forms/use-api-form';
import { ApiError } from '@client/lib/api-client';
import { useFormAnswer } from '@client/lib/form-answer';
import { HoneypotField } from '@client/lib/form-guard';
import { useRequestSignInLink, useResendVerification, useSignIn } from '../api/account-actions';
import { useSubmitGuard } from '../lib/use-submit-guard';
import { FormAlert } from '@client/components/forms/form-alert';
import { PasswordInput } from '@client/components/forms/password-input';

export const SIGN_IN_LIMITED = 'Too many sign-in attempts. Please try again later.';

/** Field messages other than "both are required" (that one is said once, above the form). */
const fieldMessage = (message?: string) =>
  message && message !== MESSAGES.signInMissing ? message : undefined;

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  // Sent as a plain post before the app ran: the server signed the visitor in, or sent this page back with why not.
  const answer = useFormAnswer('signIn');
  const { search } = useLocation();
  const { form, submit, formError, setFormError, pending } = useApiForm(signInInputSchema, {
    defaultValues: { email: answer?.values.email ?? '', password: '' },
    initialError: answer ? { message: answer.message, code: answer.code as ApiErrorCode | undefined } : null,
  });
  const { register, formState, getValues } = form;
  const { errors } = formState;
  const guard = useSubmitGuard('signIn', 'signIn', SIGN_IN_LIMITED);
  const signIn = useSignIn();
  const resend = useResendVerification();
  const signInLink = useRequestSignInLink();
  const [resent, setResent] = useState<string | null>(null);

  const onSubmit = submit(
    async (values) => {
      setResent(null);
      const refused = guard.check();
      if (refused) return setFormError(refused);
      const formToken = guard.formToken || (await guard.refreshToken()).data?.token || '';
      try {
        await signIn.mutateAsync({ ...values, formToken, website: guard.honeypot });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'form_expired') void guard.refreshToken();
        throw error;
      }
      onSignedIn();
    },
    // SPEC §8: the server's answer is said above the form as received.
    { alertWithFields: true },
  );

  const onResend = async () => {
    const answer = await resend
      .mutateAsync({ email: getValues('email') })
      .catch((e: Error) => ({ message: e.message }));
    setResent(answer.message ?? null);
  };

  // While sign-ins are slowed down (someone else's guesses, or our own), the owner can still get in: a one-time
  // link mailed to the account's address.
  const onSendLink = async () => {
    const answer = await signInLink
      .mutateAsync({ email: getValues('email') })
      .catch((e: Error) => ({ message: e.message }));
    setResent(answer.message ?? null);
  };
  const limited = formError?.code === 'rate_limited' || formError?.message === SIGN_IN_LIMITED;

  const missing =
    errors.email?.message === MESSAGES.signInMissing || errors.password?.message === MESSAGES.signInMissing;
  return (
    // A post to the server's own sign-in (src/server/render/form-posts.ts) when sent before the app runs: never a
    // GET, which would put the password in the address.
    <form
      noValidate
      method="post"
      action={`${paths.signin.path}${search}`}
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      <input type="hidden" name="formToken" value={guard.formToken} />
      {missing ? <FormAlert>{MESSAGES.signInMissing}</FormAlert> : null}
      {formError ? (
        <FormAlert
          action={
            formError.code === 'email_not_verified' ? (
              <Button size="sm" variant="outline" onClick={onResend} loading={resend.isPending}>
                Resend verification email
              </Button>
            ) : limited ? (
              <Button size="sm" variant="outline" onClick={onSendLink} loading={signInLink.isPending}>
                Email me a sign-in link
              </Button>
            ) : undefined
          }
        >
          {formError.message}
        </FormAlert>
      ) : null}
      {resent ? <FormAlert tone="success">{resent}</FormAlert> : null}
      <fieldset disabled={pending} className="space-y-5">
        <Field label="Email" required error={fieldMessage(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            // In the server's HTML too (react-hook-form fills fields only in the browser): a visitor whose plain
            // post was refused before the app ran finds their email still there.
            defaultValue={answer?.values.email}
            {...register('email')}
          />
        </Field>
        <Field label="Password" required error={fieldMessage(errors.password?.message)}>
          <PasswordInput
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword.href()}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <HoneypotField value={guard.honeypot} onChange={guard.setHoneypot} />
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </fieldset>
    </form>
  );
}
