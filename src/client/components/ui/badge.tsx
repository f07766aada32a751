import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium leading-5 [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'border-transparent bg-slate-100 text-slate-700',
        brand: 'border-transparent bg-brand-50 text-brand-800',
        success: 'border-transparent bg-green-50 text-success-600',
        warning: 'border-transparent bg-amber-50 text-warning-600',
        danger: 'border-transparent bg-red-50 text-danger-600',
        outline: 'border-line bg-white text-ink',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
