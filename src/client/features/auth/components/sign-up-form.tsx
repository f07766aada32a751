import type { ApiErrorCode } from '@shared/api-errors';
import { MESSAGES, signUpInputSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useApiForm } from '@client/components/forms/use-api-form';
import { ApiError } from '@client/lib/api-client';
import type { FormAnswer } from '@client/lib/form-answer';
import { HoneypotField } from '@client/lib/form-guard';
import { useSignUp } from '../api/account-actions';
import { useSubmitGuard } from '../lib/use-submit-guard';
import { FormAlert } from '@client/components/forms/form-alert';
import { PasswordHints } from '@client/components/forms/password-hints';
import { PasswordInput } from '@client/components/forms/password-input';

export const SIGN_UP_LIMITED = 'Too many sign-up attempts. Please try again later.';
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

export function SignUpForm({
  onCreated,
  answer,
}: {
  onCreated: (email: string) => void;
  /** The server's refusal of this form sent as a plain post before the app ran (lib/form-answer.ts). */
  answer?: FormAnswer;
}) {
  const typed = (field: (typeof FIELDS)[number]) => answer?.values[field] ?? '';
  const { form, submit, formError, setFormError, pending } = useApiForm(signUpInputSchema, {
    defaultValues: {
      firstName: typed('firstName'),
      lastName: typed('lastName'),
      username: typed('username'),
      email: typed('email'),
      password: '',
    },
    mode: 'onTouched',
    initialError: answer ? { message: answer.message, code: answer.code as ApiErrorCode | undefined } : null,
  });
  const { register, formState, watch, getValues } = form;
  const { errors } = formState;
  const guard = useSubmitGuard('signUp', 'signUp', SIGN_UP_LIMITED);
  const signUp = useSignUp();

  const onSubmit = submit(
    async (values) => {
      const refused = guard.check();
      if (refused) return setFormError(refused);
      const formToken = guard.formToken || (await guard.refreshToken()).data?.token || '';
      try {
        await signUp.mutateAsync({ ...values, formToken, website: guard.honeypot });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'form_expired') void guard.refreshToken();
        throw error;
      }
      onCreated(values.email);
    },
    {
      // The server's message repeats the first problem (or "all required") above the marked fields.
      alertWithFields: true,
      onInvalid: () => {
        const values = getValues();
        const missing = FIELDS.some((field) => !values[field]?.trim());
        setFormError(missing ? MESSAGES.signUpMissing : null);
      },
    },
  );

  const password = watch('password') ?? '';
  return (
    // Sent before the app runs, a post to the server's own sign-up (src/server/render/form-posts.ts).
    <form method="post" noValidate onSubmit={onSubmit} className="relative space-y-5">
      <input type="hidden" name="formToken" value={guard.formToken} />
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <fieldset disabled={pending} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" required error={errors.firstName?.message}>
            <Input
              autoComplete="given-name"
              defaultValue={answer?.values.firstName}
              {...register('firstName')}
            />
          </Field>
          <Field label="Last name" required error={errors.lastName?.message}>
            <Input
              autoComplete="family-name"
              defaultValue={answer?.values.lastName}
              {...register('lastName')}
            />
          </Field>
        </div>
        <Field
          label="Username"
          required
          hint="3–29 letters, numbers or underscores. Shown if you post in the community."
          error={errors.username?.message}
        >
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={answer?.values.username}
            {...register('username')}
          />
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={answer?.values.email}
            {...register('email')}
          />
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
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {pending ? 'Creating your account…' : 'Create account'}
        </Button>
      </fieldset>
    </form>
  );
}
