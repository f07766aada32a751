import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
}

const widths = { narrow: 'max-w-2xl', default: 'max-w-6xl', wide: 'max-w-7xl' };

/** The standard page: a heading band and a content column. */
export function PageFrame({
  title,
  subtitle,
  eyebrow,
  actions,
  children,
  width = 'default',
}: PageFrameProps) {
  return (
    <div className={`mx-auto w-full ${widths[width]} px-4 py-8 sm:px-6 md:py-12`}>
      <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          {eyebrow && (
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
          {subtitle && <p className="mt-3 max-w-2xl text-lg text-muted">{subtitle}</p>}
        </div>
        {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
