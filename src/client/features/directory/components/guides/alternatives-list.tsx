import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProcedureAlternative } from '@shared/schemas/content';
import { paths } from '@client/config/paths';

export function AlternativesList({
  alternatives,
  linked,
}: {
  alternatives: ProcedureAlternative[];
  linked: Record<string, string>;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {alternatives.map((alt) => (
        <li key={alt.name} className="flex flex-col rounded-xl border border-line bg-white p-4">
          <h3 className="font-semibold text-ink">{alt.name}</h3>
          <p className="mt-1 flex-1 text-sm leading-6 text-muted">{alt.why}</p>
          {alt.procedureId && linked[alt.procedureId] ? (
            <Link
              to={paths.procedure.href(alt.procedureId)}
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Read the {linked[alt.procedureId]} guide
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
