import type { PriceUnit } from '@shared/schemas/content';

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatUsd = (amount: number) => usdFormat.format(amount);

export function formatPriceRange(min: number, max: number, unit?: PriceUnit) {
  const range = min === max ? formatUsd(min) : `${formatUsd(min)}–${formatUsd(max)}`;
  return unit && unit !== 'total' ? `${range} ${unit}` : range;
}

/** ISO dates (YYYY-MM-DD) read as "November 1, 2026", without a time-zone shift. */
export function formatDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Content paragraphs are separated by a blank line. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
