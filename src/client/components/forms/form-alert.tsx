import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/components/ui/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-danger-600', Icon: AlertCircle },
  success: { box: 'border-green-200 bg-green-50 text-success-600', Icon: CheckCircle2 },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Info },
} as const;

/** A message about the whole form, announced to screen readers when it appears. */
export function FormAlert({
  tone = 'error',
  children,
  action,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1 font-medium">
        {children}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
