import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, type SignUpFormValues, type SignUpInput, signUpInputSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { HoneypotField } from '@client/lib/form-guard';
import { useSignUp } from '../api/account-actions';
import { useSubmitGuard } from '../lib/use-submit-guard';
import { FormAlert } from './form-alert';
import { PasswordHints } from '@client/components/forms/password-hints';
import { PasswordInput } from '@client/components/forms/password-input';

export const SIGN_UP_LIMITED = 'Too many sign-up attempts. Please try again later.';
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const form = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, formState, watch, getValues } = form;
  const { errors } = formState;
  const guard = useSubmitGuard('signUp', 'signUp', SIGN_UP_LIMITED);
  const signUp = useSignUp();
  const [alert, setAlert] = useState<string | null>(null);

  const onValid = async (values: SignUpInput) => {
    setAlert(null);
    const refused = guard.check();
    if (refused) return setAlert(refused);
    const formToken = guard.formToken || (await guard.refreshToken()).data?.token || '';
    try {
      await signUp.mutateAsync({ ...values, formToken, website: guard.honeypot });
      onCreated(values.email);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'form_expired') void guard.refreshToken();
      for (const [field, message] of Object.entries(error.fields)) {
        if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { message });
      }
      setAlert(error.message);
    }
  };

  const onInvalid = () => {
    const values = getValues();
    const missing = FIELDS.some((field) => !values[field]?.trim());
    setAlert(missing ? MESSAGES.signUpMissing : null);
  };

  const password = watch('password') ?? '';
  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="relative space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <fieldset disabled={busy} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <Field
          label="Username"
          required
          hint="3–29 letters, numbers or underscores. Shown if you post in the community."
          error={errors.username?.message}
        >
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          {(control) => (
            <>
              <PasswordInput
                {...control}
                aria-describedby={[control['aria-describedby'], 'password-hints'].filter(Boolean).join(' ')}
                autoComplete="new-password"
                {...register('password')}
              />
              <PasswordHints id="password-hints" password={password} />
            </>
          )}
        </Field>
        <HoneypotField value={guard.honeypot} onChange={guard.setHoneypot} />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </fieldset>
    </form>
  );
}
