import { Link } from 'react-router';
import type { LocalProcedure } from '@shared/schemas/directory';
import {
  formatCents,
  REPORTED_COST_LABEL,
  REPORTED_COST_MIN_REPORTS,
  sourcedFeeLabel,
  yearsCovered,
} from '@shared/reported-cost-figures';
import { paths } from '@client/config/paths';
import { formatPriceRange, formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';
import { SampleBadge } from './reported-cost';

function ReviewersPaid({ p }: { p: LocalProcedure }) {
  const cost = p.reported.cost;
  if (!cost) return <span className="text-muted">Fewer than {REPORTED_COST_MIN_REPORTS} reports</span>;
  return (
    <>
      <span className="font-semibold tabular-nums text-ink">{formatCents(cost.medianCents)}</span>
      <span className="text-muted"> median</span>
      <span className="block text-xs text-muted">
        {formatCents(cost.p25Cents)}–{formatCents(cost.p75Cents)} middle half
      </span>
      <span className="block text-xs text-muted">
        {countOf(cost.reports, 'report')}, {yearsCovered(cost)}
      </span>
    </>
  );
}

function SourcedFee({ p }: { p: LocalProcedure }) {
  if (!p.surgeonFee) return <span className="text-muted">Not published</span>;
  return (
    <>
      <span className="tabular-nums text-ink">{formatUsd(p.surgeonFee.amount)}</span>
      <span className="block text-xs text-muted">{sourcedFeeLabel(p.surgeonFee)}, national</span>
    </>
  );
}

/**
 * Popular procedures in a metro: what local providers list, what TruSelf reviewers here paid, and the sourced
 * national surgeon fee, each labelled for what it is.
 */
export function LocalProcedures({ procedures, place }: { procedures: LocalProcedure[]; place: string }) {
  const sample = procedures.some((p) => p.reported.cost?.sample || p.reported.worthIt?.sample);
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      {sample ? (
        <p className="flex flex-wrap items-center gap-2 border-b border-line bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <SampleBadge sample />
          Reviewers’ figures here are added up from generated sample reviews, not real patients.
        </p>
      ) : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Popular procedures in {place}: prices listed by local providers, {REPORTED_COST_LABEL.toLowerCase()}{' '}
          here and the sourced national surgeon fee
        </caption>
        <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Procedure
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              Listed by providers here
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {REPORTED_COST_LABEL}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
              Sourced surgeon’s fee
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Worth It
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {procedures.map((p) => (
            <tr key={p.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link
                  to={paths.procedure.href(p.id)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>
                <span className="block text-xs font-normal text-muted md:hidden">
                  Listed {formatPriceRange(p.price.min, p.price.max)} ·{' '}
                  {countOf(p.price.providerCount, 'provider')}
                </span>
                {p.surgeonFee ? (
                  <span className="block text-xs font-normal text-muted lg:hidden">
                    {sourcedFeeLabel(p.surgeonFee)}: {formatUsd(p.surgeonFee.amount)} national
                  </span>
                ) : null}
                {p.reported.worthIt ? (
                  <span className="block text-xs font-normal text-muted sm:hidden">
                    {p.reported.worthIt.percent}% Worth It · {countOf(p.reported.worthIt.reviews, 'review')}
                  </span>
                ) : null}
              </th>
              <td className="hidden px-4 py-3 md:table-cell">
                <span className="tabular-nums text-ink">{formatPriceRange(p.price.min, p.price.max)}</span>
                <span className="block text-xs text-muted">
                  Median {formatUsd(p.price.median)} · {countOf(p.price.providerCount, 'provider')}
                </span>
              </td>
              <td className="px-4 py-3">
                <ReviewersPaid p={p} />
              </td>
              <td className="hidden px-4 py-3 lg:table-cell">
                <SourcedFee p={p} />
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                {p.reported.worthIt ? (
                  <>
                    <span className="font-semibold text-ink">{p.reported.worthIt.percent}%</span>
                    <span className="block text-xs text-muted">
                      {countOf(p.reported.worthIt.reviews, 'review')}
                    </span>
                  </>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
