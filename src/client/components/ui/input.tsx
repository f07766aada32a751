import type { ComponentProps } from 'react';
import { cn } from './cn';

export const controlClasses =
  'w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-60 aria-invalid:border-danger-600 aria-invalid:focus-visible:ring-danger-600 md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11 md:h-10', className)} {...props} />;
}
