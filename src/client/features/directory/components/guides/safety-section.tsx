import { Siren } from 'lucide-react';
import { BulletList } from './guide-section';

/** Risks as a plain list; red-flag symptoms always open and set apart, with emergency-care wording. */
export function SafetySection({ risks, redFlags }: { risks: string[]; redFlags: string[] }) {
  return (
    <>
      <BulletList items={risks} />
      <div
        role="note"
        aria-labelledby="red-flags-title"
        className="rounded-xl border border-red-200 bg-red-50 p-5"
      >
        <h3 id="red-flags-title" className="flex items-center gap-2 font-semibold text-danger-600">
          <Siren aria-hidden="true" className="size-5" />
          Red-flag symptoms: seek emergency care
        </h3>
        <p className="mt-2 text-sm leading-6 text-red-900">
          Call your surgeon&rsquo;s after-hours line right away if you notice any of these after treatment. If
          symptoms are severe or you cannot reach them, seek emergency care or call 911.
        </p>
        <ul className="mt-3 space-y-2 text-sm leading-6 text-red-950">
          {redFlags.map((flag) => (
            <li key={flag} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-danger-600" />
              {flag}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
