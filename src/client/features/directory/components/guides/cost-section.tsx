import { Info } from 'lucide-react';
import type { ProcedureCost } from '@shared/schemas/content';
import type { PriceStats } from '@shared/schemas/directory';
import { formatPriceRange, formatUsd, plural } from './format';

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-line bg-white p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-ink">{value}</dd>
      <dd className="mt-2 text-sm leading-6 text-muted">{note}</dd>
    </div>
  );
}

/** Three honest figures side by side: the society's surgeon fee, the typical all-in range, what providers here list. */
export function CostSection({ cost, priceStats, name }: { cost: ProcedureCost; priceStats: PriceStats | null; name: string }) {
  const { surgeonFee, typicalRange } = cost;
  return (
    <>
      <dl className="grid gap-3 md:grid-cols-3">
        {surgeonFee ? (
          <Figure
            label={`National average surgeon fee (${surgeonFee.year})`}
            value={formatUsd(surgeonFee.amount)}
            note={`Source: ${surgeonFee.source}, ${surgeonFee.year}. ${surgeonFee.note}`}
          />
        ) : null}
        <Figure
          label="Typical all-in range"
          value={formatPriceRange(typicalRange.min, typicalRange.max, typicalRange.unit)}
          note={cost.rangeNote}
        />
        {priceStats ? (
          <Figure
            label="Listed by TruSelf providers"
            value={formatPriceRange(priceStats.min, priceStats.max)}
            note={`Median ${formatUsd(priceStats.median)} across ${plural(priceStats.providerCount, 'provider')} who list ${name}. Ask each for a written all-in quote.`}
          />
        ) : (
          <Figure label="Listed by TruSelf providers" value="Not yet listed" note={`No provider lists a price for ${name} yet.`} />
        )}
      </dl>
      {surgeonFee ? (
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-900">
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            The society average is the <strong>surgeon&rsquo;s fee only</strong> — it leaves out anesthesia, the facility,
            implants, tests and aftercare, so your total will be higher.
          </span>
        </p>
      ) : null}
      <p>
        <strong className="font-semibold text-ink">Insurance: </strong>
        {cost.insurance}
      </p>
    </>
  );
}
