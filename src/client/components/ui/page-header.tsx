import type { ReactNode } from 'react';
import { cn } from './cn';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A <nav aria-label="Breadcrumb"> supplied by the page; rendered above the title. */
  breadcrumbs?: ReactNode;
  /** Buttons shown beside the title on wide screens, below it on narrow ones. */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, subtitle, breadcrumbs, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-3 pt-6 pb-6 md:pt-10 md:pb-8', className)}>
      {breadcrumbs}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{title}</h1>
          {subtitle ? <p className="max-w-2xl text-base text-muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
