import type { ReactNode } from 'react';
import { PageFrame } from '@client/components/page-frame';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A policy page: a dated header, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PageFrame title={title} subtitle={`Last updated ${updated}`} width="default">
      <div className="grid gap-10 lg:grid-cols-[220px_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ol className="sticky top-24 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-muted hover:text-brand-700 hover:underline">
                  {i + 1}. {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-8 text-base leading-7 text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
          <div className="rounded-xl border border-line bg-surface p-5 text-muted">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
              <h2 id={`${s.id}-h`} className="text-xl font-semibold text-ink">
                {i + 1}. {s.heading}
              </h2>
              <div className="mt-3 text-ink/90">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
