import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { confirmPasswordMessage, passwordSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { paths } from '@client/config/paths';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useResetPassword } from '../api/account-actions';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '@client/components/forms/form-alert';
import { PasswordHints } from '@client/components/forms/password-hints';
import { PasswordInput } from '@client/components/forms/password-input';
import { useFormAnswer } from '@client/lib/form-answer';

// The server checks the password with the same shared schema; the confirmation is a typing aid only.
const formSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: confirmPasswordMessage });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkBroken = !token || params.get('error') === 'INVALID_TOKEN';
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Sent as a plain post before the app ran (src/server/render/form-posts.ts) and refused: the server's answer.
  // (Done, the server has already sent the visitor on to sign in.)
  const answer = useFormAnswer('resetPassword');
  const { form, submit, formError, pending } = useApiForm(formSchema, {
    defaultValues: { password: '', confirm: '' },
    initialError: answer ? { message: answer.message } : null,
  });

  const onSubmit = submit(async ({ password }) => {
    await reset.mutateAsync({ token, password });
    navigate(paths.signin.href({ reset: 'done' }), { replace: true });
  });

  if (linkBroken) {
    return (
      <AuthShell title="This reset link does not work">
        <FormAlert>This reset link is invalid or has expired. Please request a new one.</FormAlert>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={paths.forgotPassword.href()}>Request a new link</Link>
        </Button>
      </AuthShell>
    );
  }

  const { register, watch } = form;
  const { errors } = form.formState;
  return (
    <AuthShell
      title="Choose a new password"
      subtitle="After this, every device signed in to your account is signed out."
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {formError ? <FormAlert>{formError.message}</FormAlert> : null}
        <fieldset disabled={pending} className="space-y-5">
          <Field label="New password" required error={errors.password?.message}>
            {(control) => (
              <>
                <PasswordInput
                  {...control}
                  aria-describedby={[control['aria-describedby'], 'new-password-hints']
                    .filter(Boolean)
                    .join(' ')}
                  autoComplete="new-password"
                  {...register('password')}
                />
                <PasswordHints id="new-password-hints" password={watch('password') ?? ''} />
              </>
            )}
          </Field>
          <Field label="Confirm new password" required error={errors.confirm?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirm')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {pending ? 'Saving…' : 'Save new password'}
          </Button>
        </fieldset>
      </form>
    </AuthShell>
  );
}
