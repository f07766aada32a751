import { updateProfileInputSchema } from '@shared/schemas/profile';
import type { SessionUser } from '@shared/types';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { notify } from '@client/components/ui/toaster';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useUpdateProfile } from './profile-api';

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { form, submit, pending } = useApiForm(updateProfileInputSchema, {
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username ?? '',
    },
  });
  const update = useUpdateProfile();
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync(values);
      form.reset(values);
      notify.success('Profile saved', 'Your name and username are up to date.');
    },
    { onFailure: (message) => notify.error('Your changes were not saved', message) },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Personal details</CardTitle>
        <CardDescription>Your name is only shown to providers you contact.</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={onSubmit}>
          <fieldset disabled={pending} className="space-y-5">
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
              hint="3–29 letters, numbers or underscores."
              error={errors.username?.message}
            >
              <Input
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...register('username')}
              />
            </Field>
            <Field label="Email" hint="Your sign-in address. Contact support to change it.">
              <Input type="email" value={user.email} readOnly className="bg-surface" />
            </Field>
            <div className="flex justify-end">
              <Button type="submit" loading={pending} disabled={!formState.isDirty}>
                Save changes
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
