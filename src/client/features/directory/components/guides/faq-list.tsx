import { ChevronDown } from 'lucide-react';
import type { Faq } from '@shared/schemas/content';

export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.q} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-medium text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
            {faq.q}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted transition group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-4 leading-7 text-slate-700">{faq.a}</p>
        </details>
      ))}
    </div>
  );
}
