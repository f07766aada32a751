import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6">
      <CheckCircle2 aria-hidden="true" className="size-8 text-success-600" />
      <h2 className="mt-3 text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-3 text-muted">{children}</div>
    </div>
  );
}

export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}
