import { Link } from 'react-router';
import type { ReportedPlace } from '@shared/schemas/directory';
import { formatCents, REPORTED_COST_LABEL, yearsCovered } from '@shared/reported-cost-figures';
import { paths } from '@client/config/paths';
import { countOf } from '@shared/plural';
import { SampleBadge } from './reported-cost';

/** What reviewers paid in the metros with the most reports. */
export function ReportedByPlace({ places, name }: { places: ReportedPlace[]; name: string }) {
  const sample = places.some((p) => p.figures.cost?.sample);
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="bg-surface px-4 pt-3 text-left text-sm font-semibold text-ink">
          {REPORTED_COST_LABEL} for {name}, by city <SampleBadge sample={sample} />
        </caption>
        <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              City
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Median
            </th>
            <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
              Middle half
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Reports
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {places.map(({ locationId, city, state, figures }) =>
            figures.cost ? (
              <tr key={locationId}>
                <th scope="row" className="px-4 py-2.5 font-medium">
                  <Link
                    to={paths.location.href(locationId)}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {city}, {state}
                  </Link>
                </th>
                <td className="px-4 py-2.5 tabular-nums text-ink">{formatCents(figures.cost.medianCents)}</td>
                <td className="hidden px-4 py-2.5 tabular-nums text-ink sm:table-cell">
                  {formatCents(figures.cost.p25Cents)}–{formatCents(figures.cost.p75Cents)}
                </td>
                <td className="px-4 py-2.5 text-muted">
                  {countOf(figures.cost.reports, 'report')}
                  <span className="block text-xs">{yearsCovered(figures.cost)}</span>
                </td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </div>
  );
}
