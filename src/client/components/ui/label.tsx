import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
    <label
      className={cn(
        'text-sm font-medium leading-5 text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
