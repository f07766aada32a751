import { Link } from 'react-router';
import type { LocalProcedure } from '@shared/schemas/directory';
import { paths } from '@client/config/paths';
import { formatPriceRange, formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';

/** Popular procedures in a metro with the spread of prices providers there list. */
export function LocalProcedures({ procedures, place }: { procedures: LocalProcedure[]; place: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Popular procedures in {place} with local listed prices</caption>
        <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Procedure
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Providers
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Local price range
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              Median
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {procedures.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link
                  to={paths.procedure.href(p.id)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>
                <span className="block text-xs font-normal text-muted sm:hidden">
                  {countOf(p.price.providerCount, 'provider')}
                </span>
              </th>
              <td className="hidden px-4 py-3 text-muted sm:table-cell">{p.price.providerCount}</td>
              <td className="px-4 py-3 text-ink">{formatPriceRange(p.price.min, p.price.max)}</td>
              <td className="hidden px-4 py-3 text-ink md:table-cell">{formatUsd(p.price.median)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
