import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { formatCents, REPORTED_COST_LABEL } from '@shared/reported-cost-figures';
import { reportedDetail, SampleBadge, WorthItLine } from '../guides/reported-cost';

/** What this provider's reviewers paid, per procedure with 5 reports or more. */
export function ProviderReportedCosts({ items }: { items: ProviderProfileResponse['reportedCosts'] }) {
  if (items.length === 0) return null;
  const sample = items.some((i) => i.figures.cost?.sample || i.figures.worthIt?.sample);
  return (
    <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
        {REPORTED_COST_LABEL} here <SampleBadge sample={sample} />
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map(({ procedureId, name, figures }) =>
          figures.cost ? (
            <li key={procedureId} className="text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-ink">{name}:</span>
                <span className="font-semibold text-ink">median {formatCents(figures.cost.medianCents)}</span>
              </p>
              <p className="text-muted">{reportedDetail(figures.cost)}</p>
              {figures.worthIt ? (
                <WorthItLine share={figures.worthIt} className="text-muted" labelSample={false} />
              ) : null}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
