import { Link } from 'react-router';
import type { ProviderProcedureOffer } from '@shared/schemas/provider';
import { paths } from '@client/config/paths';
import { formatPriceRange } from '@shared/format';

export function ProviderProcedures({
  procedures,
  practiceName,
}: {
  procedures: ProviderProcedureOffer[];
  practiceName: string;
}) {
  return (
    <section
      aria-labelledby="procedures-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="procedures-heading" className="text-xl font-semibold text-ink">
        Procedures and prices
      </h2>
      {procedures.length > 0 ? (
        <p className="mt-1 text-sm text-muted">
          Prices are {practiceName}&apos;s own listed ranges, not quotes. Your price depends on your
          consultation and may not include anesthesia, facility or aftercare fees.
        </p>
      ) : null}
      {procedures.length === 0 ? (
        <p className="mt-4 text-muted">This practice has not listed its procedures yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {procedures.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <Link
                to={paths.procedure.href(p.id)}
                className="font-medium text-ink hover:text-brand-700 hover:underline"
              >
                {p.name}
              </Link>
              <span className="font-semibold tabular-nums text-ink">
                {formatPriceRange(p.priceMin, p.priceMax)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
