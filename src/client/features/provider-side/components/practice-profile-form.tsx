import { Controller } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { notify } from '@client/components/ui/toaster';
import { useApiForm } from '@client/components/forms/use-api-form';
import { type PracticeDetail, practiceProfileInputSchema } from '@shared/schemas/claims';
import { useUpdatePractice } from '../api/practice';

export function PracticeProfileForm({ practice }: { practice: PracticeDetail }) {
  const update = useUpdatePractice(practice.id);
  const { form, submit, pending } = useApiForm(practiceProfileInputSchema, {
    defaultValues: {
      bio: practice.bio,
      phone: practice.phone ?? '',
      email: practice.email ?? '',
      website: practice.website ?? '',
      yearsInPractice: practice.yearsInPractice,
      acceptingNewPatients: practice.acceptingNewPatients,
    },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync(values);
      form.reset(values);
      notify.success('Profile saved', 'Patients see the changes right away.');
    },
    { onFailure: (message) => notify.error('Profile not saved', message) },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      <Controller
        control={form.control}
        name="acceptingNewPatients"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl bg-surface p-4">
            <Checkbox
              id="accepting"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <label htmlFor="accepting" className="text-sm text-ink">
              <span className="font-medium">Accepting new patients</span>
              <span className="block text-muted">
                Patients see this on your profile and before they send a request.
              </span>
            </label>
          </div>
        )}
      />
      <Field
        label="Bio"
        hint="What patients should know about you and your approach. Up to 3,000 characters."
        error={errors.bio?.message}
      >
        <Textarea rows={6} {...form.register('bio')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Practice phone" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} />
        </Field>
        <Field label="Practice email" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </Field>
        <Field label="Website" error={errors.website?.message}>
          <Input type="url" placeholder="https://" {...form.register('website')} />
        </Field>
        <Field label="Years in practice" error={errors.yearsInPractice?.message}>
          <Input type="number" min={0} max={70} {...form.register('yearsInPractice')} />
        </Field>
      </div>
      <div>
        <Button type="submit" loading={pending} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
