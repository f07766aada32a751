import { Button } from '@client/components/ui/button';
import { ChoiceChips } from '@client/components/ui/choice-chips';
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
      // None until the practice says (a claimed registry record): the owner must choose before saving.
      acceptingNewPatients:
        practice.acceptingNewPatients === null ? undefined : practice.acceptingNewPatients ? 'yes' : 'no',
      practiceName: practice.practiceName ?? '',
      languages: practice.languages.join(', '),
    },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync(values);
      form.reset({
        ...values,
        acceptingNewPatients: values.acceptingNewPatients ? 'yes' : 'no',
        languages: values.languages?.join(', '),
      });
      notify.success('Profile saved', 'Patients see the changes right away.');
    },
    { onFailure: (message) => notify.error('Profile not saved', message) },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      <ChoiceChips
        legend="Accepting new patients?"
        required
        columns={2}
        options={[
          { value: 'yes', label: 'Yes, accepting' },
          { value: 'no', label: 'Not right now' },
        ]}
        input={form.register('acceptingNewPatients')}
        error={errors.acceptingNewPatients?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Practice name"
          hint="Leave empty if you practise under your own name."
          error={errors.practiceName?.message}
        >
          <Input {...form.register('practiceName')} />
        </Field>
        <Field
          label="Languages spoken"
          hint="Separated by commas, e.g. English, Spanish."
          error={errors.languages?.message}
        >
          <Input {...form.register('languages')} />
        </Field>
      </div>
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
