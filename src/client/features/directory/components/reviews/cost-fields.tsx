import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  COST_INCLUDES,
  COST_MAX_DOLLARS,
  costIncludeLabels,
  currentMonth,
  TREATED_FROM_YEAR,
} from '@shared/schemas/reported-costs';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { formatUsd } from '@shared/format';

interface CostValues extends FieldValues {
  costAmount?: unknown;
  costIncludes?: unknown;
  costUnits?: unknown;
  treatedMonth?: unknown;
}

/**
 * "What you paid", optional: the total in dollars, what it covered and the month treated. The shared schema
 * (reported-costs.ts) says what is refused; the inputs only make the right thing easy to type.
 */
export function CostFields<T extends CostValues>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const { formState } = form;
  // The form's own field names, typed loosely: this block serves any form with these four fields.
  const register = form.register as unknown as (name: string) => ReturnType<UseFormReturn['register']>;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const includesError =
    errors.costIncludes?.message ??
    (errors.costIncludes as unknown as { message?: string }[] | undefined)?.find?.((e) => e?.message)
      ?.message;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">What you paid (optional)</legend>
      <p className="-mt-2 text-sm text-muted">
        Helps other patients see real prices. Only the figures TruSelf adds up from many reviews are shown
        beside the guides; your review shows the amount too.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Total you paid, in US dollars"
          hint={`Everything on the bill, e.g. 8500. Up to ${formatUsd(COST_MAX_DOLLARS)}.`}
          error={errors.costAmount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="8500" {...register('costAmount')} />
        </Field>
        <Field
          label="Month and year of treatment"
          hint="Needed with an amount, e.g. 2025-03."
          error={errors.treatedMonth?.message}
        >
          <Input
            type="month"
            min={`${TREATED_FROM_YEAR}-01`}
            max={currentMonth()}
            placeholder="2025-03"
            {...register('treatedMonth')}
          />
        </Field>
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={includesError ? 'cost-includes-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">The amount included</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COST_INCLUDES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="checkbox"
                value={value}
                className="size-4 accent-brand-600"
                {...register('costIncludes')}
              />
              {costIncludeLabels[value]}
            </label>
          ))}
        </div>
        {includesError ? (
          <p id="cost-includes-error" className="text-sm font-medium text-danger-600">
            {includesError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="Units or syringes (injectables)"
        hint="For example 40 units of Botox or 2 syringes of filler."
        error={errors.costUnits?.message}
      >
        <Input inputMode="numeric" autoComplete="off" className="max-w-40" {...register('costUnits')} />
      </Field>
    </fieldset>
  );
}
