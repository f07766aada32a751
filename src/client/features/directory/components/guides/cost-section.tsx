import { Info } from 'lucide-react';
import type { ProcedureCost } from '@shared/schemas/content';
import type { PriceStats } from '@shared/schemas/directory';
import { formatPriceRange, formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-line bg-white p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 whitespace-nowrap text-xl font-semibold tracking-tight text-ink">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{detail}</dd>
    </div>
  );
}

/** Three honest figures side by side: the society's surgeon fee, the typical all-in range, what providers here list. */
export function CostSection({
  cost,
  priceStats,
  name,
}: {
  cost: ProcedureCost;
  priceStats: PriceStats | null;
  name: string;
}) {
  const { surgeonFee, typicalRange } = cost;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        {surgeonFee ? (
          <Figure
            label="National average surgeon fee"
            value={formatUsd(surgeonFee.amount)}
            detail={`${surgeonFee.year} · surgeon’s fee only`}
          />
        ) : null}
        <Figure
          label="Typical all-in range"
          value={formatPriceRange(typicalRange.min, typicalRange.max, typicalRange.unit)}
          detail="US estimate, not a quote"
        />
        <Figure
          label="Listed by TruSelf providers"
          value={priceStats ? formatPriceRange(priceStats.min, priceStats.max) : 'Not listed yet'}
          detail={
            priceStats
              ? `Median ${formatUsd(priceStats.median)} · ${countOf(priceStats.providerCount, 'provider')}`
              : `No provider lists ${name} yet`
          }
        />
      </dl>
      {surgeonFee ? (
        <div className="flex gap-2 rounded-lg bg-amber-50 p-4 text-sm leading-6 text-amber-950">
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">About the surgeon fee: </strong>
            {surgeonFee.note} Source: {surgeonFee.source}, {surgeonFee.year}.
          </p>
        </div>
      ) : null}
      <p>
        <strong className="font-semibold text-ink">About the all-in range: </strong>
        {cost.rangeNote}
      </p>
      {priceStats ? (
        <p>
          <strong className="font-semibold text-ink">What providers list: </strong>
          the lowest and highest prices that {countOf(priceStats.providerCount, 'provider')} on TruSelf list
          for {name}. Ask each for a written all-in quote before you compare.
        </p>
      ) : null}
      <p>
        <strong className="font-semibold text-ink">Insurance: </strong>
        {cost.insurance}
      </p>
    </>
  );
}
