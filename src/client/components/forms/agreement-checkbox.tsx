import type { ReactNode } from 'react';
import { Checkbox } from '@client/components/ui/checkbox';
import { cn } from '@client/components/ui/cn';

interface AgreementCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A statement the person must tick (consent, confirmation), with its label and error tied to the box. */
export function AgreementCheckbox({
  id,
  checked,
  onChange,
  error,
  className,
  children,
}: AgreementCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm text-ink">
          {children}
        </label>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
