import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@client/components/ui/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-danger-600', Icon: AlertCircle },
  success: { box: 'border-green-200 bg-green-50 text-success-600', Icon: CheckCircle2 },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Info },
} as const;

/**
 * A message about the whole form, announced to screen readers when it appears. An error also scrolls into view:
 * on a phone the form's top, where it sits, is off screen when the visitor presses the button at the bottom
 * (scroll-mt keeps it clear of the sticky header).
 */
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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone === 'error' && children) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [tone, children]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex scroll-mt-24 gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1 font-medium">
        {children}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
