import { z } from 'zod';
import { confirmPasswordMessage } from '@shared/schemas/auth';
import { changePasswordInputSchema } from '@shared/schemas/profile';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { notify } from '@client/components/ui/toaster';
import { PasswordHints } from '@client/components/forms/password-hints';
import { PasswordInput } from '@client/components/forms/password-input';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useChangePassword } from './profile-api';

// The confirmation is a typing aid; the server checks the same shared schema without it.
const formSchema = changePasswordInputSchema
  .and(z.object({ confirm: z.string() }))
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: confirmPasswordMessage });

export function ChangePasswordCard() {
  const { form, submit, pending } = useApiForm(formSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useChangePassword();
  const { register, formState, watch } = form;
  const { errors } = formState;

  const onSubmit = submit(
    async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notify.success('Password changed', 'Every other device has been signed out.');
    },
    { onFailure: (message) => notify.error('Your password was not changed', message) },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>You stay signed in here; every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={onSubmit}>
          <fieldset disabled={pending} className="space-y-5">
            <Field label="Current password" required error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
            </Field>
            <Field label="New password" required error={errors.newPassword?.message}>
              {(control) => (
                <>
                  <PasswordInput
                    {...control}
                    aria-describedby={[control['aria-describedby'], 'profile-password-hints']
                      .filter(Boolean)
                      .join(' ')}
                    autoComplete="new-password"
                    {...register('newPassword')}
                  />
                  <PasswordHints id="profile-password-hints" password={watch('newPassword') ?? ''} />
                </>
              )}
            </Field>
            <Field label="Confirm new password" required error={errors.confirm?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirm')} />
            </Field>
            <div className="flex justify-end">
              <Button type="submit" loading={pending}>
                Change password
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
