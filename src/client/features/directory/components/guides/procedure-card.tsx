import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProcedureSummary } from '@shared/schemas/directory';
import { paths } from '@client/config/paths';
import { formatNumber, formatPriceRange } from '@shared/format';
import { countOf } from '@shared/plural';

/** A whole-card link to a guide: name, one-line summary, typical cost, how many providers list it. */
export function ProcedureCard({
  procedure,
  headingLevel: Heading = 'h3',
}: {
  procedure: ProcedureSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const { typicalCost } = procedure;
  return (
    <Link
      to={paths.procedure.href(procedure.id)}
      className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <Heading className="flex items-start justify-between gap-3 text-base font-semibold text-ink group-hover:text-brand-700">
        {procedure.name}
        <ArrowRight
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
        />
      </Heading>
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-muted">{procedure.summary}</p>
      <dl className="mt-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Typical cost</dt>
          <dd className="font-semibold text-ink">
            {formatPriceRange(typicalCost.min, typicalCost.max, typicalCost.unit)}
          </dd>
        </div>
        {procedure.providerCount + procedure.usualCount > 0 && (
          <div className="text-right">
            <dt className="sr-only">Providers</dt>
            <dd className="text-xs text-muted">
              {[
                procedure.providerCount > 0 ? `${countOf(procedure.providerCount, 'provider')} list it` : '',
                procedure.usualCount > 0 ? `${formatNumber(procedure.usualCount)} usually offer it` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </div>
        )}
      </dl>
    </Link>
  );
}
