import { useId } from 'react';
import {
  formatCents,
  type ReportedCost,
  SAMPLE_FIGURES_LABEL,
  type WorthItShare,
  yearsCovered,
} from '@shared/reported-cost-figures';
import { Badge } from '@client/components/ui/badge';
import { formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';

/** "Middle half $6,000–$8,000 · 23 reports, 2024–2026". */
export function reportedDetail(cost: ReportedCost) {
  return `Middle half ${formatCents(cost.p25Cents)}–${formatCents(cost.p75Cents)} · ${countOf(cost.reports, 'report')}, ${yearsCovered(cost)}`;
}

export function SampleBadge({ sample }: { sample: boolean }) {
  return sample ? (
    <Badge variant="warning" title="Added up from generated sample reviews, not from real patients">
      {SAMPLE_FIGURES_LABEL}
    </Badge>
  ) : null;
}

/** "82% say Worth It · 143 reviews". */
export function WorthItLine({
  share,
  className,
  labelSample = true,
}: {
  share: WorthItShare;
  className?: string;
  /** Off where one label above already says the figures are sample data. */
  labelSample?: boolean;
}) {
  return (
    <p className={className}>
      <span className="font-semibold text-ink">{share.percent}% say Worth It</span>{' '}
      <span className="text-muted">· {countOf(share.reviews, 'review')}</span>{' '}
      <SampleBadge sample={labelSample && share.sample} />
    </p>
  );
}

interface Sourced {
  /** The guide's typical all-in range, in dollars. */
  range?: { min: number; max: number } | null;
  /** The society's surgeon fee, in dollars, with its label ("Surgeon’s fee, ASPS 2018"). */
  fee?: { amount: number; label: string } | null;
}

const W = 320;
const PAD = 30;
const niceStep = (span: number) => {
  const raw = span / 3;
  const mag = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
};

/**
 * The spread of reported prices (lowest kept to highest, the middle half as a box, the median as a line) drawn
 * on one scale with the sourced figures, and the same said in words for screen readers and in the caption.
 */
export function CostSpread({ cost, range, fee }: { cost: ReportedCost } & Sourced) {
  const titleId = useId();
  const dollars = (c: number) => c / 100;
  const values = [dollars(cost.lowCents), dollars(cost.highCents)];
  if (range) values.push(range.min, range.max);
  if (fee) values.push(fee.amount);
  const step = niceStep(Math.max(...values) - Math.min(...values) || Math.max(...values) || 1);
  const lo = Math.max(0, Math.floor(Math.min(...values) / step) * step);
  const hi = Math.ceil(Math.max(...values) / step) * step || step;
  const x = (v: number) => PAD + ((v - lo) / (hi - lo || 1)) * (W - 2 * PAD);
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(v);
  const rows = 1 + (range ? 1 : 0) + (fee ? 1 : 0);
  const rowY = (i: number) => 18 + i * 26;
  const axisY = rowY(rows) - 6;
  const height = axisY + 18;

  const words = [
    `Reviewers paid ${formatCents(cost.lowCents)} to ${formatCents(cost.highCents)}, the middle half ${formatCents(cost.p25Cents)} to ${formatCents(cost.p75Cents)}, median ${formatCents(cost.medianCents)}.`,
    range ? `The guide’s typical all-in range is ${formatUsd(range.min)} to ${formatUsd(range.max)}.` : '',
    fee ? `${fee.label}: ${formatUsd(fee.amount)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  let row = 0;
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <svg
        viewBox={`0 0 ${W} ${height}`}
        className="h-auto w-full max-w-sm"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{words}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={4} y2={axisY} className="stroke-slate-200" strokeWidth={1} />
            <text x={x(t)} y={axisY + 13} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {formatUsd(t)}
            </text>
          </g>
        ))}
        <g>
          <line
            x1={x(dollars(cost.lowCents))}
            x2={x(dollars(cost.highCents))}
            y1={rowY(row)}
            y2={rowY(row)}
            className="stroke-brand-700"
            strokeWidth={2}
          />
          <rect
            x={x(dollars(cost.p25Cents))}
            width={Math.max(2, x(dollars(cost.p75Cents)) - x(dollars(cost.p25Cents)))}
            y={rowY(row) - 8}
            height={16}
            rx={3}
            className="fill-brand-200 stroke-brand-700"
            strokeWidth={1.5}
          />
          <line
            x1={x(dollars(cost.medianCents))}
            x2={x(dollars(cost.medianCents))}
            y1={rowY(row) - 8}
            y2={rowY(row) + 8}
            className="stroke-brand-900"
            strokeWidth={3}
          />
        </g>
        {range ? (
          <rect
            x={x(range.min)}
            width={Math.max(2, x(range.max) - x(range.min))}
            y={rowY(++row) - 5}
            height={10}
            rx={5}
            className="fill-slate-300"
          />
        ) : null}
        {fee ? (
          <path
            d={`M ${x(fee.amount)} ${rowY(++row) - 6} l 6 6 l -6 6 l -6 -6 z`}
            className="fill-accent-500"
          />
        ) : null}
      </svg>
      <figcaption className="mt-3 flex flex-col gap-1.5 text-sm text-muted">
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-6 rounded-sm border border-brand-700 bg-brand-200"
          />
          Reviewers: middle half {formatCents(cost.p25Cents)}–{formatCents(cost.p75Cents)}, median{' '}
          {formatCents(cost.medianCents)}, all counted reports {formatCents(cost.lowCents)}–
          {formatCents(cost.highCents)}
        </span>
        {range ? (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-2.5 w-6 rounded-full bg-slate-300" />
            Typical all-in range (guide): {formatUsd(range.min)}–{formatUsd(range.max)}
          </span>
        ) : null}
        {fee ? (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-2.5 rotate-45 bg-accent-500" />
            {fee.label}: {formatUsd(fee.amount)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
