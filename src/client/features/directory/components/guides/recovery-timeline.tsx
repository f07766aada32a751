import type { RecoveryStep } from '@shared/schemas/content';

/** A vertical timeline: a dot per stage on a line, the stage name beside it, what to expect below. */
export function RecoveryTimeline({ steps }: { steps: RecoveryStep[] }) {
  return (
    <ol className="relative ml-2 border-l-2 border-brand-100">
      {steps.map((step, i) => (
        <li key={step.when} className="relative pb-6 pl-6 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[9px] flex size-4 items-center justify-center rounded-full border-2 border-brand-600 bg-white"
          >
            {i === steps.length - 1 ? <span className="size-1.5 rounded-full bg-brand-600" /> : null}
          </span>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{step.when}</p>
          <p className="mt-1 leading-7 text-slate-700">{step.what}</p>
        </li>
      ))}
    </ol>
  );
}
