import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NextStep } from '@shared/schemas/dashboard';

export function NextSteps({ steps }: { steps: NextStep[] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps" className="space-y-3">
      <h2 id="next-steps" className="text-lg font-semibold text-ink">
        Suggested next steps
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.id}>
            <Link
              to={step.href}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                {i + 1}
              </span>
              <span className="font-semibold text-ink group-hover:text-brand-700">{step.title}</span>
              <span className="text-sm text-muted">{step.description}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
                {step.cta} <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
