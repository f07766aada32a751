import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirmPasswordMessage } from '@shared/schemas/auth';
import { changePasswordInputSchema } from '@shared/schemas/profile';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { notify } from '@client/components/ui/toaster';
import { PasswordHints } from '@client/components/forms/password-hints';
import { PasswordInput } from '@client/components/forms/password-input';
import { ApiError } from '@client/lib/api-client';
import { useChangePassword } from './profile-api';

// The confirmation is a typing aid; the server checks the same shared schema without it.
const formSchema = changePasswordInputSchema
  .and(z.object({ confirm: z.string() }))
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: confirmPasswordMessage });
type FormValues = z.infer<typeof formSchema>;

export function ChangePasswordCard() {
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useChangePassword();
  const { errors } = formState;

  const onValid = async ({ currentPassword, newPassword }: FormValues) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      notify.success('Password changed', 'Every other device has been signed out.');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields.currentPassword)
        setError('currentPassword', { message: error.fields.currentPassword });
      else if (error.fields.newPassword) setError('newPassword', { message: error.fields.newPassword });
      else notify.error('Your password was not changed', error.message);
    }
  };

  const busy = formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>You stay signed in here; every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <fieldset disabled={busy} className="space-y-5">
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
              <Button type="submit" loading={busy}>
                Change password
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
