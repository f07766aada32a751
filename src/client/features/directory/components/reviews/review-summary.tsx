import type { ReviewSummary as Summary } from '@shared/schemas/provider';
import { StarRating } from '@client/components/ui/star-rating';
import { formatNumber } from '@shared/format';
import { countOf } from '@shared/plural';

export function ReviewSummary({ summary }: { summary: Summary }) {
  const max = Math.max(1, ...summary.breakdown.map((b) => b.count));
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex flex-col items-start gap-1">
        <p className="text-5xl font-bold tabular-nums text-ink">{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} size="lg" />
        <p className="text-sm text-muted">{countOf(summary.count, 'review')}</p>
        {summary.worthItPercent !== null && (
          <p className="mt-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {summary.worthItPercent}% say Worth It
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-1.5" aria-label="Rating breakdown">
        {summary.breakdown.map((row) => (
          <li key={row.stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
            <span className="text-muted">{row.stars === 1 ? '1 star' : `${row.stars} stars`}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${(row.count / max) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-ink">{formatNumber(row.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
