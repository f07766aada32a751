import { Info } from 'lucide-react';
import type { ProcedureCost } from '@shared/schemas/content';
import type { PriceStats, ProcedureDetailResponse } from '@shared/schemas/directory';
import {
  formatCents,
  REPORTED_COST_LABEL,
  REPORTED_COST_MIN_REPORTS,
  sourcedFeeLabel,
} from '@shared/reported-cost-figures';
import { CostSpread, reportedDetail, SampleBadge, WorthItLine } from './reported-cost';
import { ReportedByPlace } from './reported-by-place';
import { formatPriceRange, formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';

function Figure({
  label,
  value,
  detail,
  badge,
  highlight = false,
}: {
  label: string;
  value: string;
  detail: string;
  badge?: React.ReactNode;
  highlight?: boolean;
}) {
  return (
    <div
      className={`flex flex-col rounded-xl border p-4 ${highlight ? 'border-brand-200 bg-brand-50' : 'border-line bg-white'}`}
    >
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 whitespace-nowrap text-xl font-semibold tracking-tight text-ink">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{detail}</dd>
      {badge ? <dd className="mt-2">{badge}</dd> : null}
    </div>
  );
}

/** Three honest figures side by side: the society's surgeon fee, the typical all-in range, what providers here list. */
export function CostSection({
  cost,
  priceStats,
  reported,
  name,
}: {
  cost: ProcedureCost;
  priceStats: PriceStats | null;
  reported: ProcedureDetailResponse['reported'];
  name: string;
}) {
  const { surgeonFee, typicalRange } = cost;
  const paid = reported.national.cost;
  const feeLabel = surgeonFee ? sourcedFeeLabel(surgeonFee) : null;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          highlight
          label={REPORTED_COST_LABEL}
          value={paid ? `Median ${formatCents(paid.medianCents)}` : 'Not enough reports yet'}
          detail={
            paid
              ? reportedDetail(paid)
              : `Shown once ${REPORTED_COST_MIN_REPORTS} reviewers have said what they paid for ${name}`
          }
          badge={paid ? <SampleBadge sample={paid.sample} /> : null}
        />
        {surgeonFee && feeLabel ? (
          <Figure
            label={feeLabel}
            value={formatUsd(surgeonFee.amount)}
            detail="National average · surgeon’s fee only"
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
              : `No provider lists a price for ${name} yet`
          }
        />
      </dl>
      {reported.national.worthIt ? (
        <WorthItLine share={reported.national.worthIt} className="text-sm" />
      ) : null}
      {paid ? (
        <CostSpread
          cost={paid}
          range={typicalRange.unit === 'total' ? typicalRange : null}
          fee={surgeonFee && feeLabel ? { amount: surgeonFee.amount, label: feeLabel } : null}
        />
      ) : null}
      {paid ? (
        <p>
          <strong className="font-semibold text-ink">What reviewers paid: </strong>
          the total that TruSelf reviewers say they paid for {name}, everything their bill covered, from{' '}
          {countOf(paid.reports, 'report')} treated in {paid.firstYear === paid.lastYear ? '' : 'the years '}
          {paid.firstYear === paid.lastYear ? paid.firstYear : `${paid.firstYear}–${paid.lastYear}`}. The
          middle half paid between the two figures shown; unusually high or low reports are left out (
          {countOf(paid.trimmed, 'report')} here). Reviews by a practice’s owners and by accounts that review
          many providers in one day are not counted.
        </p>
      ) : null}
      {reported.places.length > 0 ? <ReportedByPlace places={reported.places} name={name} /> : null}
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
