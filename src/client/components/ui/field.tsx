import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './cn';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldProps = {
  label: ReactNode;
  /** Defaults to a generated id; pass one when something else must reference the control. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  /** One control element (gets id and aria props merged in), or a render function for custom wiring. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

export function Field({ label, id, hint, error, required, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : undefined,
    // aria-required rather than required: native validation bubbles would fight the form library's messages.
    'aria-required': required ? true : undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
