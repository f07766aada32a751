import { AgreementCheckbox } from '@client/components/forms/agreement-checkbox';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { useApiForm } from '@client/components/forms/use-api-form';
import { HoneypotField, TOO_FAST_MESSAGE, useFormGuard } from '@client/lib/form-guard';
import { CREDENTIALS, listingInputSchema, PRACTICE_SPECIALTIES, US_STATES } from '@shared/schemas/listings';
import { useSubmitListing } from '../api/listings';
import { FormAlert } from '@client/components/forms/form-alert';
import { FormSection, SuccessPanel } from './form-panels';
import { ProcedurePricesEditor } from './procedure-prices-editor';

export function ListingForm() {
  const { user } = useSession();
  const guard = useFormGuard('listing');
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<{ email: string; practice: string } | null>(null);
  const submitListing = useSubmitListing();
  const { form, submit, formError, setFormError, pending } = useApiForm(listingInputSchema, {
    defaultValues: {
      practiceName: '',
      providerFirstName: '',
      providerLastName: '',
      credentials: 'MD',
      specialty: 'Plastic Surgery',
      procedures: [{ procedureId: 'rhinoplasty', priceMin: '', priceMax: '' }],
      contactName: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
      email: user?.email ?? '',
      phone: '',
      practiceWebsite: '',
      addressLine: '',
      city: '',
      state: '',
      zip: '',
      licenseNumber: '',
      boardName: '',
      notes: '',
      confirm: false,
    },
  });
  const { errors } = form.formState;
  const reg = form.register;

  const onSubmit = submit(
    async (values) => {
      if (guard.isTooFast()) return setFormError(TOO_FAST_MESSAGE);
      try {
        await submitListing.mutateAsync({ ...values, website, formToken: guard.formToken });
        setSent({ email: values.email, practice: values.practiceName });
        window.scrollTo({ top: 0 });
      } finally {
        void guard.refresh();
      }
    },
    { fallback: 'Your listing could not be sent. Please try again.' },
  );

  if (sent) {
    return (
      <SuccessPanel title="Thank you — your listing is waiting for review">
        <p>
          We received <strong className="text-ink">{sent.practice}</strong>. Our team checks the license and
          board details, usually within two business days, and will email{' '}
          <strong className="text-ink">{sent.email}</strong> with the decision.
        </p>
        {user ? <p>You will also see the decision in your notifications.</p> : null}
        <Button asChild variant="outline">
          <Link to={paths.forSurgeons.href()}>What your profile will offer</Link>
        </Button>
      </SuccessPanel>
    );
  }

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="relative grid gap-6">
        <FormSection title="Practice">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Practice name" required error={errors.practiceName?.message}>
              <Input autoComplete="organization" {...reg('practiceName')} />
            </Field>
            <Field label="Main specialty" required error={errors.specialty?.message}>
              <Select {...reg('specialty')}>
                {PRACTICE_SPECIALTIES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
            <Field
              label="Practice website"
              hint="Starting with https://"
              error={errors.practiceWebsite?.message}
            >
              <Input type="url" inputMode="url" placeholder="https://" {...reg('practiceWebsite')} />
            </Field>
            <Field label="Practice phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...reg('phone')} />
            </Field>
          </div>
        </FormSection>

        <FormSection
          title="Lead provider and credentials"
          hint="We verify the license with the state board before the profile goes live."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="First name" required error={errors.providerFirstName?.message}>
              <Input {...reg('providerFirstName')} />
            </Field>
            <Field label="Last name" required error={errors.providerLastName?.message}>
              <Input {...reg('providerLastName')} />
            </Field>
            <Field label="Credentials" required error={errors.credentials?.message}>
              <Select {...reg('credentials')}>
                {CREDENTIALS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Select>
            </Field>
            <Field label="License number" required error={errors.licenseNumber?.message}>
              <Input {...reg('licenseNumber')} />
            </Field>
            <Field
              label="Certifying board"
              hint="If board certified"
              error={errors.boardName?.message}
              className="sm:col-span-2"
            >
              <Input placeholder="e.g. American Board of Plastic Surgery" {...reg('boardName')} />
            </Field>
          </div>
        </FormSection>

        <FormSection title="Address">
          <div className="grid gap-4 sm:grid-cols-6">
            <Field
              label="Street address"
              required
              error={errors.addressLine?.message}
              className="sm:col-span-6"
            >
              <Input autoComplete="street-address" {...reg('addressLine')} />
            </Field>
            <Field label="City" required error={errors.city?.message} className="sm:col-span-3">
              <Input autoComplete="address-level2" {...reg('city')} />
            </Field>
            <Field label="State" required error={errors.state?.message} className="sm:col-span-1">
              <Select {...reg('state')}>
                <option value="">—</option>
                {US_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
            <Field label="ZIP code" required error={errors.zip?.message} className="sm:col-span-2">
              <Input inputMode="numeric" autoComplete="postal-code" {...reg('zip')} />
            </Field>
          </div>
        </FormSection>

        <FormSection
          title="Procedures and prices"
          hint="Price ranges in US dollars, as you quote them to patients."
        >
          <ProcedurePricesEditor />
        </FormSection>

        <FormSection title="Who should we contact?">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your name" required error={errors.contactName?.message}>
              <Input autoComplete="name" {...reg('contactName')} />
            </Field>
            <Field label="Email address" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...reg('email')} />
            </Field>
          </div>
          <Field label="Anything else we should know?" error={errors.notes?.message}>
            <Textarea rows={3} {...reg('notes')} />
          </Field>
          <Controller
            control={form.control}
            name="confirm"
            render={({ field }) => (
              <AgreementCheckbox
                id="listing-confirm"
                checked={field.value === true}
                onChange={field.onChange}
                error={errors.confirm?.message}
              >
                The details are accurate and I am allowed to list this practice.
              </AgreementCheckbox>
            )}
          />
        </FormSection>

        <HoneypotField value={website} onChange={setWebsite} />
        {formError ? <FormAlert>{formError.message}</FormAlert> : null}
        {formError?.code === 'already_listed' ? (
          <Link to={paths.claimProfile.href()} className="text-sm font-medium text-brand-700 underline">
            Claim the existing profile
          </Link>
        ) : null}
        <div>
          <Button type="submit" size="lg" loading={pending}>
            {pending ? 'Sending…' : 'Submit for review'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
