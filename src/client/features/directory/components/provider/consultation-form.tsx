import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONSULTATION_TIMINGS,
  CONTACT_PREFERENCES,
  type ConsultationFormValues,
  consultationFormSchema,
  consultationTimingLabels,
  contactPreferenceLabels,
} from '@shared/schemas/consultation';
import type { ProviderProcedureOffer } from '@shared/schemas/provider';
import { resolveProcedure } from '@shared/schemas/search-terms';
import { Button } from '@client/components/ui/button';
import { CheckboxInput } from '@client/components/ui/checkbox';
import { ChoiceChips } from '@client/components/ui/choice-chips';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { useSession } from '@client/lib/session';
import { FormAlert } from '@client/components/forms/form-alert';
import { type Unfilled, useApiForm } from '@client/components/forms/use-api-form';
import { ApiError } from '@client/lib/api-client';
import { useFormAnswer } from '@client/lib/form-answer';
import { HoneypotField, TOO_FAST_MESSAGE, useFormGuard } from '@client/lib/form-guard';
import { useRequestConsultation } from './consultation-api';
import { ConsultationSuccess } from './consultation-success';

/** The offered procedure a link's ?procedure= names, or '' ("Not sure yet") for none or one not offered here. */
function startingProcedure(asked: string | null, offered: ProviderProcedureOffer[]) {
  const id = asked ? resolveProcedure(asked)?.id : undefined;
  return id && offered.some((p) => p.id === id) ? id : '';
}

interface Props {
  providerId: number;
  practiceName: string;
  procedures: ProviderProcedureOffer[];
}

export function ConsultationForm({ providerId, practiceName, procedures }: Props) {
  const { user, isSignedIn } = useSession();
  const guard = useFormGuard('lead');
  const [honeypot, setHoneypot] = useState('');
  // Sent as a plain post before the app ran: the server sent the request (or refused it) and redirected back here
  // (#consultation) with its answer (src/server/render/form-posts.ts).
  const answer = useFormAnswer('consultation');
  const refused = answer?.outcome === 'sent' ? undefined : answer;
  const [sentTo, setSentTo] = useState<string | null>(
    answer?.outcome === 'sent' ? (answer.values.email ?? '') : null,
  );
  const request = useRequestConsultation();
  // Arriving with ?procedure= (a search, a guide, a shared link), the form starts on that procedure when offered
  // here, however it is spelt (botox, Botox, tox, Dermal Fillers); the server's render and the browser's read it alike.
  const [searchParams] = useSearchParams();
  const startOn = startingProcedure(searchParams.get('procedure'), procedures);
  const initial = useMemo<Unfilled<ConsultationFormValues>>(() => {
    const typed = refused?.values;
    return typed
      ? {
          name: typed.name ?? '',
          email: typed.email ?? '',
          phone: typed.phone ?? '',
          procedureId: typed.procedureId ?? '',
          timing: (typed.timing ?? '') as Unfilled<ConsultationFormValues>['timing'],
          contactPreference: (typed.contactPreference ||
            'email') as ConsultationFormValues['contactPreference'],
          message: typed.message ?? '',
          consent: Boolean(typed.consent),
        }
      : {
          name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name : '',
          email: user?.email ?? '',
          phone: '',
          procedureId: startOn,
          // Empty until chosen; the shared schema answers with its message.
          timing: '',
          contactPreference: 'email',
          message: '',
          consent: false,
        };
  }, [user, startOn, refused]);
  const { form, submit, formError, setFormError, pending } = useApiForm(consultationFormSchema, {
    values: initial,
    resetOptions: { keepDirtyValues: true },
    initialError: refused ? { message: refused.message } : null,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    if (guard.isTooFast()) return setFormError(TOO_FAST_MESSAGE);
    try {
      await request.mutateAsync({ ...values, providerId, formToken: guard.formToken, website: honeypot });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'form_expired') void guard.refresh();
      throw error;
    }
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <ConsultationSuccess
        practiceName={practiceName}
        email={sentTo}
        signedIn={isSignedIn}
        onAnother={() => {
          setSentTo(null);
          form.reset();
          void guard.refresh();
        }}
      />
    );
  }

  return (
    // Sent before the app runs, a post to the page, which the server sends as the app would.
    <form method="post" noValidate onSubmit={onSubmit} className="relative grid gap-5 @xl:grid-cols-2">
      <input type="hidden" name="formToken" value={guard.formToken} />
      {formError ? <FormAlert className="@xl:col-span-2">{formError.message}</FormAlert> : null}
      <Field label="Your name" required error={errors.name?.message}>
        <Input autoComplete="name" defaultValue={initial.name} {...register('name')} />
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" defaultValue={initial.email} {...register('email')} />
      </Field>
      <Field
        label="Phone (optional)"
        error={errors.phone?.message}
        hint="Needed only if you prefer a call or text."
      >
        <Input type="tel" autoComplete="tel" defaultValue={initial.phone} {...register('phone')} />
      </Field>
      <Field label="Procedure" error={errors.procedureId?.message}>
        {/* The server's markup has no form state: the starting option is marked on the element itself. */}
        <Select defaultValue={initial.procedureId} {...register('procedureId')}>
          <option value="">Not sure yet</option>
          {procedures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="When are you hoping to be treated?" required error={errors.timing?.message}>
        <Select defaultValue={initial.timing} {...register('timing')}>
          <option value="" disabled>
            Choose a timeframe
          </option>
          {CONSULTATION_TIMINGS.map((t) => (
            <option key={t} value={t}>
              {consultationTimingLabels[t]}
            </option>
          ))}
        </Select>
      </Field>
      <ChoiceChips
        legend="How should they contact you?"
        options={CONTACT_PREFERENCES.map((p) => ({ value: p, label: contactPreferenceLabels[p] }))}
        input={register('contactPreference')}
        defaultValue={initial.contactPreference}
        error={errors.contactPreference?.message}
      />
      <Field label="Message (optional)" className="@xl:col-span-2" error={errors.message?.message}>
        <Textarea
          rows={4}
          placeholder="What would you like to discuss? Any goals or questions?"
          defaultValue={initial.message}
          {...register('message')}
        />
      </Field>
      <div className="@xl:col-span-2">
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <CheckboxInput
              id="consultation-consent"
              defaultChecked={initial.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'consultation-consent-error' : undefined}
              className="mt-0.5"
              {...register('consent')}
            />
            <label htmlFor="consultation-consent" className="cursor-pointer text-sm leading-6 text-ink">
              I agree to share these details with {practiceName} so they can contact me
            </label>
          </div>
          {errors.consent && (
            <p id="consultation-consent-error" className="text-sm font-medium text-danger-600">
              {errors.consent.message}
            </p>
          )}
        </div>
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="flex flex-col gap-2 @xl:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" loading={pending}>
          Send request
        </Button>
        <p className="text-xs text-muted">
          We send your request only to this practice. No payment, no booking.
        </p>
      </div>
    </form>
  );
}
