import { Star } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from './cn';
import { countOf } from '@shared/plural';
import { formatNumber } from '@shared/format';

const MAX_STARS = 5;

// amber-600 outline keeps the star shapes at 3:1 against white (WCAG 1.4.11).
const filledStar = 'fill-amber-400 text-amber-600';
const emptyStar = 'fill-transparent text-slate-400';

export function formatRatingLabel(value: number, max = MAX_STARS) {
  return `${Number(value.toFixed(1))} out of ${max} stars`;
}

export type StarRatingProps = {
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the number next to the stars, e.g. "4.8". */
  showValue?: boolean;
  reviewCount?: number;
  className?: string;
};

const starSizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' };

export function StarRating({
  value,
  size = 'md',
  showValue = false,
  reviewCount,
  className,
}: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), MAX_STARS);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <span role="img" aria-label={formatRatingLabel(clamped)} className="inline-flex items-center gap-0.5">
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const fill = Math.min(Math.max(clamped - index, 0), 1);
          return (
            <span key={index} className={cn('relative inline-flex', starSizes[size])}>
              <Star aria-hidden="true" className={cn('size-full', emptyStar)} />
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn('max-w-none', starSizes[size], filledStar)} />
              </span>
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold text-ink">
          {Number(clamped.toFixed(1))}
        </span>
      ) : null}
      {reviewCount != null ? (
        <span className="text-muted">
          <span aria-hidden="true">({formatNumber(reviewCount)})</span>
          <span className="sr-only">{countOf(reviewCount, 'review')}</span>
        </span>
      ) : null}
    </span>
  );
}

export type StarRatingInputProps = {
  legend: ReactNode;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
};

/** Choose 1–5 stars; real radio inputs, so arrow keys and screen readers work natively. */
export function StarRatingInput({
  legend,
  value,
  defaultValue = null,
  onChange,
  name,
  required,
  disabled,
  hint,
  error,
  className,
}: StarRatingInputProps) {
  const generatedId = useId();
  const groupName = name ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const selected = value !== undefined ? value : uncontrolled;
  const shown = hovered ?? selected ?? 0;
  const legendId = `${generatedId}-legend`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      aria-required={required || undefined}
      aria-invalid={hasError || undefined}
      aria-disabled={disabled || undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <span id={legendId} className="text-sm font-medium leading-5 text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </span>
      <div className="flex items-center gap-0.5">
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const star = index + 1;
          return (
            <label
              key={star}
              onMouseEnter={() => !disabled && setHovered(star)}
              onMouseLeave={() => setHovered(null)}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
            >
              <input
                type="radio"
                className="sr-only"
                name={groupName}
                value={star}
                checked={selected === star}
                disabled={disabled}
                onChange={() => {
                  setUncontrolled(star);
                  onChange?.(star);
                }}
              />
              <Star
                aria-hidden="true"
                className={cn('size-7 transition-colors', star <= shown ? filledStar : emptyStar)}
              />
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
