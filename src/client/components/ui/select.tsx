import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export type SelectProps = ComponentProps<'select'> & {
  /** Classes for the positioning wrapper; `className` styles the <select> itself. */
  wrapperClassName?: string;
};

/** A native <select>: keyboard, screen-reader and mobile pickers work without extra code. */
export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-10 md:h-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
