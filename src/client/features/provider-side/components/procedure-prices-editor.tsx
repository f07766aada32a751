import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { ProcedureOptions, procedureName } from './procedure-options';

export interface PriceRow {
  procedureId: string;
  priceMin: number | string;
  priceMax: number | string;
}

type Errors = {
  procedureId?: { message?: string };
  priceMin?: { message?: string };
  priceMax?: { message?: string };
}[];

/** Procedures with their price ranges, inside a form whose values have a `procedures` array. */
export function ProcedurePricesEditor() {
  const { control, register, formState } = useFormContext<{ procedures: PriceRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'procedures' });
  const errors = formState.errors.procedures as
    | (Errors & { message?: string; root?: { message?: string } })
    | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">
          No procedures yet. Add the ones you offer.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
          >
            <Field label="Procedure" error={errors?.[index]?.procedureId?.message}>
              <Select {...register(`procedures.${index}.procedureId`)}>
                <ProcedureOptions />
              </Select>
            </Field>
            <Field label="From ($)" error={errors?.[index]?.priceMin?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                {...register(`procedures.${index}.priceMin`)}
              />
            </Field>
            <Field label="To ($)" error={errors?.[index]?.priceMax?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                {...register(`procedures.${index}.priceMax`)}
              />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${procedureName(String(field.procedureId)) || 'this procedure'}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          onClick={() => append({ procedureId: 'rhinoplasty', priceMin: '', priceMax: '' })}
        >
          <Plus aria-hidden="true" /> Add a procedure
        </Button>
      </div>
    </div>
  );
}
