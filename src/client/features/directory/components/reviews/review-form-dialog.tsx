import { Controller } from 'react-hook-form';
import {
  MONTHS_SINCE_TREATMENT_MAX,
  REVIEW_BODY_MAX,
  type ReviewDto,
  reviewFormSchema,
  WORTH_IT_VALUES,
  worthItLabels,
} from '@shared/schemas/reviews';
import type { ProviderProcedureOffer } from '@shared/schemas/provider';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { ChoiceChips } from '@client/components/ui/choice-chips';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { StarRatingInput } from '@client/components/ui/star-rating';
import { Textarea } from '@client/components/ui/textarea';
import { notify } from '@client/components/ui/toaster';
import { FormAlert } from '@client/components/forms/form-alert';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useCreateReview, useUpdateReview } from '../../api/reviews';
import { formatNumber } from '@shared/format';
import { CostFields } from './cost-fields';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  providerId: number;
  providerName: string;
  procedures: ProviderProcedureOffer[];
  /** Set to edit an existing review. */
  review?: ReviewDto | null;
}

export function ReviewFormDialog({
  open,
  onOpenChange,
  providerId,
  providerName,
  procedures,
  review,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent fullScreenOnMobile className="md:max-w-xl">
        <DialogHeader>
          <DialogTitle>{review ? 'Edit your review' : `Review ${providerName}`}</DialogTitle>
          <DialogDescription>
            Your review shows your first name and last initial, labelled &ldquo;Verified email&rdquo;.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ReviewForm
            key={review?.id ?? 'new'}
            providerId={providerId}
            procedures={procedures}
            review={review ?? null}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  providerId,
  procedures,
  review,
  onDone,
}: {
  providerId: number;
  procedures: ProviderProcedureOffer[];
  review: ReviewDto | null;
  onDone: () => void;
}) {
  const create = useCreateReview();
  const update = useUpdateReview();
  const { form, submit, formError, pending } = useApiForm(reviewFormSchema, {
    defaultValues: review
      ? {
          rating: review.rating,
          worthIt: review.worthIt,
          procedureId: review.procedureId ?? '',
          title: review.title,
          body: review.body,
          monthsSinceTreatment: review.monthsSinceTreatment ?? 0,
          costAmount: review.cost ? String(review.cost.amountCents / 100) : '',
          costIncludes: review.cost?.includes ?? [],
          costUnits: review.cost?.units ? String(review.cost.units) : '',
          treatedMonth: review.cost?.treatedMonth ?? '',
        }
      : { procedureId: procedures.length === 1 ? procedures[0].id : '', title: '', body: '' },
  });
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const bodyLength = watch('body')?.length ?? 0;

  const onSubmit = submit(async (values) => {
    if (review) {
      const { procedureId: _fixed, ...input } = values;
      await update.mutateAsync({ id: review.id, input });
      notify.success('Review updated', 'Thank you for keeping it current.');
    } else {
      await create.mutateAsync({ ...values, providerId });
      notify.success('Review published', 'Thank you for helping other patients decide.');
    }
    onDone();
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend="Your rating"
            required
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <ChoiceChips
        legend="Was it worth it?"
        required
        columns={3}
        options={WORTH_IT_VALUES.map((value) => ({ value, label: worthItLabels[value] }))}
        input={register('worthIt')}
        error={errors.worthIt?.message}
      />
      {review ? (
        <p className="text-sm text-muted">
          Procedure: <span className="font-medium text-ink">{review.procedureName}</span>
        </p>
      ) : (
        <Field
          label="Procedure you had"
          required
          hint="One review per provider: if you had more than one treatment here, choose the main one and mention the others in your review."
          error={errors.procedureId?.message}
        >
          <Select {...register('procedureId')}>
            <option value="">Choose a procedure</option>
            {procedures.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label="Months since treatment"
        required
        hint="0 if less than a month ago."
        error={errors.monthsSinceTreatment?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MONTHS_SINCE_TREATMENT_MAX}
          className="max-w-40"
          {...register('monthsSinceTreatment', { valueAsNumber: true })}
        />
      </Field>
      <CostFields form={form} />
      <Field label="Title" required error={errors.title?.message}>
        <Input placeholder="Sum up your experience" maxLength={120} {...register('title')} />
      </Field>
      <Field
        label="Your review"
        required
        hint={`${formatNumber(bodyLength)} / ${formatNumber(REVIEW_BODY_MAX)} characters. What went well, what you wish you had known.`}
        error={errors.body?.message}
      >
        <Textarea rows={6} {...register('body')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {review ? 'Save changes' : 'Publish review'}
        </Button>
      </div>
    </form>
  );
}
