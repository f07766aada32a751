import { AgreementCheckbox } from '@client/components/forms/agreement-checkbox';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { useSession } from '@client/lib/session';
import { useApiForm } from '@client/components/forms/use-api-form';
import { HoneypotField, TOO_FAST_MESSAGE, useFormGuard } from '@client/lib/form-guard';
import {
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  LEAD_TIMING_LABELS,
  LEAD_TIMINGS,
  type LeadInput,
  leadInputSchema,
  type ProviderSummary,
} from '@shared/schemas/leads';
import { useSubmitLead } from '../api/leads';
import { FormAlert } from '@client/components/forms/form-alert';
import { SuccessPanel } from './form-panels';
import { ProcedureOptions } from './procedure-options';
import { practiceOrClinician } from '@shared/practice-facts';

interface LeadRequestFormProps {
  kind: LeadInput['kind'];
  provider: ProviderSummary;
  initialProcedureId?: string;
}

/** A patient's request to one practice: procedure, timing, how to reach them and explicit consent to share. */
export function LeadRequestForm({ kind, provider, initialProcedureId }: LeadRequestFormProps) {
  const { user } = useSession();
  const guard = useFormGuard('lead');
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<{ email: string } | null>(null);
  const submitLead = useSubmitLead();
  const { form, submit, formError, setFormError, pending } = useApiForm(leadInputSchema, {
    defaultValues: {
      kind,
      providerId: provider.id,
      name: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
      email: user?.email ?? '',
      phone: '',
      procedureId: initialProcedureId ?? '',
      timing: '',
      contactPreference: 'email',
      message: '',
      consent: false,
    },
  });
  const { errors } = form.formState;
  const reg = form.register;

  const onSubmit = submit(
    async (values) => {
      if (guard.isTooFast()) return setFormError(TOO_FAST_MESSAGE);
      try {
        await submitLead.mutateAsync({ ...values, website, formToken: guard.formToken });
        setSent({ email: values.email });
      } finally {
        void guard.refresh();
      }
    },
    { fallback: 'Your request could not be sent. Please try again.' },
  );

  if (sent) {
    return (
      <SuccessPanel title={`Your request was sent to ${practiceOrClinician(provider)}`}>
        <p>
          They will contact you the way you asked. We sent a copy to{' '}
          <strong className="text-ink">{sent.email}</strong>.
        </p>
        <p>Your details went only to this practice. TruSelf never sells them.</p>
      </SuccessPanel>
    );
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" required error={errors.name?.message}>
          <Input autoComplete="name" {...reg('name')} />
        </Field>
        <Field label="Email address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...reg('email')} />
        </Field>
        <Field label="Procedure" required={kind === 'lead_form'} error={errors.procedureId?.message}>
          <Select {...reg('procedureId')}>
            <option value="">{kind === 'lead_form' ? 'Choose a procedure' : 'Not sure yet'}</option>
            <ProcedureOptions />
          </Select>
        </Field>
        <Field label="When are you hoping to be treated?" required error={errors.timing?.message}>
          <Select {...reg('timing')}>
            <option value="">Choose one</option>
            {LEAD_TIMINGS.map((t) => (
              <option key={t} value={t}>
                {LEAD_TIMING_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="How should the practice contact you?"
          required
          error={errors.contactPreference?.message}
        >
          <Select {...reg('contactPreference')}>
            {CONTACT_PREFERENCES.map((p) => (
              <option key={p} value={p}>
                {CONTACT_PREFERENCE_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Phone number" hint="Needed for calls and texts" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...reg('phone')} />
        </Field>
      </div>
      <Field
        label={kind === 'lead_form' ? 'Questions or goals (optional)' : 'Your message'}
        hint="Please do not include medical records or other sensitive health details."
        error={errors.message?.message}
      >
        <Textarea rows={4} {...reg('message')} />
      </Field>
      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <AgreementCheckbox
            id="lead-consent"
            className="rounded-xl bg-surface p-4"
            checked={field.value === true}
            onChange={field.onChange}
            error={errors.consent?.message}
          >
            I agree that TruSelf shares this request and my contact details with{' '}
            <strong>{practiceOrClinician(provider)}</strong> so they can contact me. It is not shared with
            anyone else.
          </AgreementCheckbox>
        )}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" loading={pending}>
          {pending ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}
