import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <>
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-4 shrink-0 animate-spin motion-reduce:animate-none', className)}
        {...props}
      />
      {label ? (
        <span role="status" className="sr-only">
          {label}
        </span>
      ) : null}
    </>
  );
}
