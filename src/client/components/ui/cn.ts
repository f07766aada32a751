import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The colours and radius our theme adds in styles.css (@theme). tailwind-merge reads `text-ink` as a colour and
// `rounded-card` as a radius only when it knows these names, so a later `text-sm` or `rounded-xl` is merged right.
const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((shade) => `brand-${shade}`);
const THEME_COLORS = [
  ...BRAND_SHADES,
  'ink',
  'muted',
  'surface',
  'line',
  'accent-500',
  'danger-600',
  'success-600',
  'warning-600',
];

const mergeClasses = extendTailwindMerge({
  extend: { theme: { color: THEME_COLORS, radius: ['card'] } },
});

/** Joins class names; a later utility overrides an earlier one of the same kind, so callers can restyle. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
