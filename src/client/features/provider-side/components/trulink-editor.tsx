import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { notify } from '@client/components/ui/toaster';
import { paths } from '@client/config/paths';
import { useApiForm } from '@client/components/forms/use-api-form';
import {
  MAX_HIGHLIGHTED_PROCEDURES,
  MAX_TRULINK_LINKS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type TrulinkPage,
  trulinkInputSchema,
} from '@shared/schemas/trulink';
import { useSaveTrulink } from '../api/trulink';
import { FormSection } from './form-panels';
import { procedureName } from './procedure-options';

export function TrulinkEditor({
  data,
  offeredProcedureIds,
}: {
  data: TrulinkPage;
  offeredProcedureIds: string[];
}) {
  const save = useSaveTrulink(data.provider.id);
  const page = data.page;
  const { form, submit, pending } = useApiForm(trulinkInputSchema, {
    defaultValues: {
      headline: page?.headline ?? '',
      bookingUrl: page?.bookingUrl ?? '',
      links: page?.links ?? [],
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, page?.socials[n] ?? ''])),
      highlightedProcedureIds: page?.highlightedProcedures.map((p) => p.id) ?? [],
    },
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors } = form.formState;
  const highlighted = form.watch('highlightedProcedureIds') ?? [];
  const choices = [...new Set([...offeredProcedureIds, ...highlighted])];

  const onSubmit = submit(
    async (values) => {
      await save.mutateAsync(values);
      form.reset(values);
      notify.success('TruLink saved', 'Your public page is up to date.');
    },
    { onFailure: (message) => notify.error('TruLink not saved', message) },
  );

  const toggle = (id: string) => {
    const next = highlighted.includes(id) ? highlighted.filter((h) => h !== id) : [...highlighted, id];
    form.setValue('highlightedProcedureIds', next, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection title="Headline and booking">
        <Field
          label="Headline"
          hint="One line under your name, up to 140 characters."
          error={errors.headline?.message}
        >
          <Input maxLength={140} {...form.register('headline')} />
        </Field>
        <Field
          label="Booking link"
          hint="Your own booking page, starting with https://. Leave blank to use TruSelf requests."
          error={errors.bookingUrl?.message}
        >
          <Input type="url" placeholder="https://" {...form.register('bookingUrl')} />
        </Field>
      </FormSection>

      <FormSection title="Links" hint={`Up to ${MAX_TRULINK_LINKS} links, secure web addresses only.`}>
        <ul className="grid gap-3">
          {links.fields.map((field, i) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            >
              <Field label="Label" error={errors.links?.[i]?.label?.message}>
                <Input {...form.register(`links.${i}.label`)} />
              </Field>
              <Field label="Web address" error={errors.links?.[i]?.url?.message}>
                <Input type="url" placeholder="https://" {...form.register(`links.${i}.url`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove link ${i + 1}`}
                onClick={() => links.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="outline"
            disabled={links.fields.length >= MAX_TRULINK_LINKS}
            onClick={() => links.append({ label: '', url: '' })}
          >
            <Plus aria-hidden="true" /> Add a link
          </Button>
        </div>
      </FormSection>

      <FormSection title="Social accounts" hint="Full profile addresses, e.g. https://instagram.com/yourname">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((n) => (
            <Field key={n} label={SOCIAL_LABELS[n]} error={errors.socials?.[n]?.message}>
              <Input type="url" placeholder="https://" {...form.register(`socials.${n}`)} />
            </Field>
          ))}
        </div>
      </FormSection>

      <FormSection
        title="Highlighted procedures"
        hint={`Choose up to ${MAX_HIGHLIGHTED_PROCEDURES} of the procedures on your profile.`}
      >
        {choices.length === 0 ? (
          <p className="text-sm text-muted">
            Add procedures to your profile first, on{' '}
            <Link to={paths.claimProfile.href()} className="text-brand-700 underline">
              Manage your practice
            </Link>
            .
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {choices.map((id) => (
              <Button
                key={id}
                size="sm"
                variant={highlighted.includes(id) ? 'primary' : 'outline'}
                aria-pressed={highlighted.includes(id)}
                onClick={() => toggle(id)}
              >
                {procedureName(id)}
              </Button>
            ))}
          </div>
        )}
        {errors.highlightedProcedureIds?.message ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {errors.highlightedProcedureIds.message}
          </p>
        ) : null}
      </FormSection>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" loading={pending}>
          Save TruLink
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.trulinkmdDetail.href({ provider: data.provider.slug })}>View public page</Link>
        </Button>
      </div>
    </form>
  );
}
