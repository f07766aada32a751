import { AgreementCheckbox } from '@client/components/forms/agreement-checkbox';
import { Controller } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useApiForm } from '@client/components/forms/use-api-form';
import { claimInputSchema } from '@shared/schemas/claims';
import type { ProviderLookupItem } from '@shared/schemas/leads';
import { useSubmitClaim } from '../api/claims';
import { FormAlert } from '@client/components/forms/form-alert';
import { SuccessPanel } from './form-panels';

export function ClaimForm({ provider, onCancel }: { provider: ProviderLookupItem; onCancel: () => void }) {
  const submitClaim = useSubmitClaim();
  const { form, submit, formError, pending } = useApiForm(claimInputSchema, {
    defaultValues: {
      providerId: provider.id,
      workEmail: '',
      licenseNumber: '',
      npi: '',
      practicePhone: '',
      message: '',
      confirm: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = submit((values) => submitClaim.mutateAsync(values), {
    fallback: 'Your claim could not be sent. Please try again.',
  });

  if (submitClaim.isSuccess) {
    return (
      <SuccessPanel title="Your claim is waiting for review">
        <p>
          We will check the work email and license for{' '}
          <strong className="text-ink">{provider.displayName}</strong>, usually within two business days. You
          will get a notification and an email with the decision.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 className="text-lg font-semibold text-ink">Claim {provider.displayName}</h2>
        <p className="mt-1 text-sm text-muted">
          {provider.practiceName ? `${provider.practiceName} · ` : ''}
          {provider.city}, {provider.state}. Tell us how we can confirm you work there.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Work email"
          required
          hint="An address at the practice's own domain"
          error={errors.workEmail?.message}
        >
          <Input type="email" autoComplete="work email" {...form.register('workEmail')} />
        </Field>
        <Field
          label="License number"
          required
          hint="The provider's state license"
          error={errors.licenseNumber?.message}
        >
          <Input {...form.register('licenseNumber')} />
        </Field>
        <Field
          label="NPI (optional)"
          hint="Your 10-digit National Provider Identifier"
          error={errors.npi?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('npi')} />
        </Field>
        <Field
          label="Practice phone (optional)"
          hint="As listed in the NPI registry"
          error={errors.practicePhone?.message}
        >
          <Input type="tel" autoComplete="work tel" {...form.register('practicePhone')} />
        </Field>
      </div>
      <Field label="Anything that helps us verify you (optional)" error={errors.message?.message}>
        <Textarea rows={3} {...form.register('message')} />
      </Field>
      <Controller
        control={form.control}
        name="confirm"
        render={({ field }) => (
          <AgreementCheckbox
            id="claim-confirm"
            checked={field.value === true}
            onChange={field.onChange}
            error={errors.confirm?.message}
          >
            I am this provider, or I am authorised by the practice to manage this profile.
          </AgreementCheckbox>
        )}
      />
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={pending}>
          {pending ? 'Sending…' : 'Send claim for review'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Choose another profile
        </Button>
      </div>
    </form>
  );
}
