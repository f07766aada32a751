import type { PriceUnit } from '@shared/schemas/content';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const money = (n: number) => dollars.format(n);

export function priceRange(min: number, max: number, unit?: PriceUnit) {
  const range = min === max ? money(min) : `${money(min)}–${money(max)}`;
  return unit && unit !== 'total' ? `${range} ${unit}` : range;
}

/** The first sentences of a text, up to about `max` characters, for list items that should stay short. */
export function firstSentences(text: string, max = 180) {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    if (out && out.length + s.length > max) break;
    out += s;
  }
  return out.trim();
}

export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export const DISCLAIMER =
  '_General information, not medical advice. A board-certified provider who examines you can tell you what is right for you._';

/**
 * Text from the directory (names, practice names, bios) placed inside TruGPT's Markdown: every character Markdown
 * gives a meaning to is escaped, so "[Dr. X](//evil)" or "**" in a practice name stays literal text.
 */
export function escapeMd(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ')
    .trim();
}
