import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type UpdateProfileFormValues,
  type UpdateProfileInput,
  updateProfileInputSchema,
} from '@shared/schemas/profile';
import type { SessionUser } from '@shared/types';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useUpdateProfile } from './profile-api';

const FIELDS = ['firstName', 'lastName', 'username'] as const;

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<
    UpdateProfileFormValues,
    unknown,
    UpdateProfileInput
  >({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username ?? '',
    },
  });
  const update = useUpdateProfile();
  const { errors } = formState;

  const onValid = async (values: UpdateProfileInput) => {
    try {
      await update.mutateAsync(values);
      reset(values);
      notify.success('Profile saved', 'Your name and username are up to date.');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldMessages = Object.entries(error.fields).filter(([f]) =>
        (FIELDS as readonly string[]).includes(f),
      );
      for (const [field, message] of fieldMessages) setError(field as (typeof FIELDS)[number], { message });
      if (fieldMessages.length === 0) notify.error('Your changes were not saved', error.message);
    }
  };

  const busy = formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Personal details</CardTitle>
        <CardDescription>Your name is only shown to providers you contact.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onValid)}>
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
              <Button type="submit" loading={busy} disabled={!formState.isDirty}>
                Save changes
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
