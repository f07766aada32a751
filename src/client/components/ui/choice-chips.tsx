import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from './cn';

/**
 * A short set of radio choices shown as chips (contact preference, "was it worth it"): every option is visible at
 * once and each is a 44 px target. `input` is the form library's registration for the group's field.
 */
export function ChoiceChips<V extends string>({
  legend,
  options,
  input,
  error,
  required,
  columns,
  defaultValue,
}: {
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  input: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** Equal columns instead of chips that wrap as wide as their text. */
  columns?: 2 | 3;
  /** The choice ticked in the server's markup (the form library ticks it only once the app runs). */
  defaultValue?: V;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </legend>
      <div
        className={cn(
          'gap-2',
          columns ? 'grid' : 'flex flex-wrap',
          columns === 2 && 'grid-cols-2',
          columns === 3 && 'grid-cols-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              value={option.value}
              className="accent-brand-600"
              defaultChecked={defaultValue === undefined ? undefined : option.value === defaultValue}
              {...input}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
