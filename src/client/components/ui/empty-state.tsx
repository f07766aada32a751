import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  /** Usually a Button; rendered below the text. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {text ? <p className="mt-1.5 max-w-md text-sm text-muted">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
