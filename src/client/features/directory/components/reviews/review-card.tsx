import { EyeOff, MailCheck, Pencil, Trash2 } from 'lucide-react';
import type { ReviewDto } from '@shared/schemas/reviews';
import { worthItLabels } from '@shared/review-labels';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { StarRating } from '@client/components/ui/star-rating';
import { formatDay, formatMonth } from '@shared/format';
import { countOf } from '@shared/plural';
import { costIncludeLabels, formatCents, type ReviewCostDto } from '@shared/reported-cost-figures';

/** "Paid $8,450 · covered surgeon’s fee, anesthesia · treated March 2025". */
function PaidLine({ cost }: { cost: ReviewCostDto }) {
  const covered = cost.includes.map((i) =>
    costIncludeLabels[i].toLowerCase().replace(' (units or syringes)', ''),
  );
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">Paid {formatCents(cost.amountCents)}</span>
      {cost.units ? (
        <span className="text-muted"> for {countOf(cost.units, 'unit or syringe', 'units or syringes')}</span>
      ) : null}
      {covered.length ? <span className="text-muted"> · covered {covered.join(', ')}</span> : null}
      {cost.treatedMonth ? (
        <span className="text-muted"> · treated {formatMonth(cost.treatedMonth)}</span>
      ) : null}
    </p>
  );
}

const worthItTone = { worth_it: 'success', not_sure: 'neutral', not_worth_it: 'warning' } as const;

function formatMonths(months: number | null) {
  if (months === null) return null;
  if (months === 0) return 'treated less than a month before';
  return `treated ${months} ${months === 1 ? 'month' : 'months'} before`;
}

export function ReviewCard({
  review,
  onEdit,
  onDelete,
}: {
  review: ReviewDto;
  onEdit?: (review: ReviewDto) => void;
  onDelete?: (review: ReviewDto) => void;
}) {
  // In UTC, as the server renders it for guests (formatDay).
  const date = formatDay(review.createdAt);
  const months = formatMonths(review.monthsSinceTreatment);
  return (
    <article className="flex flex-col gap-2 py-5" aria-labelledby={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} size="sm" />
        <Badge variant={worthItTone[review.worthIt]}>{worthItLabels[review.worthIt]}</Badge>
        {review.procedureName && <Badge variant="outline">{review.procedureName}</Badge>}
      </div>
      <h3 id={`review-${review.id}`} className="font-semibold text-ink">
        {review.title}
      </h3>
      <p className="whitespace-pre-line leading-7 text-ink">{review.body}</p>
      {review.cost ? <PaidLine cost={review.cost} /> : null}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span className="font-medium text-ink">{review.authorName}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          {review.verification === 'verified_email' && (
            <MailCheck aria-hidden="true" className="size-3.5 text-success-600" />
          )}
          {review.verificationLabel}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          {date}
          {months ? `, ${months}` : ''}
        </span>
      </p>
      {review.hidden && (
        <p className="inline-flex items-center gap-1.5 text-sm text-warning-600">
          <EyeOff aria-hidden="true" className="size-4" />
          Hidden by TruSelf moderators: only you can see this review.
        </p>
      )}
      {review.isMine && (onEdit || onDelete) && (
        <div className="flex gap-2">
          {onEdit && (
            <Button variant="outline" size="sm" onClick={() => onEdit(review)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          )}
          {onDelete && (
            <Button variant="ghost" size="sm" onClick={() => onDelete(review)}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
