import { useEffect, useState } from 'react';

export interface TocEntry {
  id: string;
  label: string;
}

/** Highlights the section currently in view. */
function useActiveSection(ids: string[]) {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-96px 0px -60% 0px' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

/** Sticky "On this page" list on desktop; a collapsible list above the guide on small screens. */
export function GuideToc({ entries }: { entries: TocEntry[] }) {
  const active = useActiveSection(entries.map((e) => e.id));
  const links = (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={active === entry.id ? 'location' : undefined}
            className="block rounded-md border-l-2 border-transparent px-3 py-1.5 text-muted hover:bg-surface hover:text-ink aria-[current=location]:border-brand-600 aria-[current=location]:bg-brand-50 aria-[current=location]:font-medium aria-[current=location]:text-brand-800"
          >
            {entry.label}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <nav
        aria-label="On this page"
        className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto lg:block"
      >
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted">On this page</p>
        {links}
      </nav>
      <details className="mb-6 rounded-xl border border-line bg-surface lg:hidden">
        <summary className="cursor-pointer list-none px-4 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          On this page{' '}
          <span aria-hidden="true" className="text-muted">
            ▾
          </span>
        </summary>
        <nav aria-label="On this page (mobile)" className="px-1 pb-3">
          {links}
        </nav>
      </details>
    </>
  );
}
