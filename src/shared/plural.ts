// Counts in words, for every place a number of things is shown ("1 review", "2 reviews", "1,200 providers").
// One helper on Intl.PluralRules rather than `n === 1 ? … : …` scattered around (which is how "(1 reviews)" and
// "Import 1 providers" happened).
import { formatNumber } from './format';

const rules = new Map<string, Intl.PluralRules>();

/** The count in the locale's digits and the noun in the form Intl.PluralRules picks for it. */
export function countOf(count: number, one: string, other = `${one}s`, locale = 'en-US') {
  // US English without Intl (see format.ts): one for exactly one, and the digits as formatNumber writes them.
  // (Intl.PluralRules, like the digits, first rounds to three decimals: 1.0004 is "1 review".)
  if (locale === 'en-US' && Number.isFinite(count)) {
    const digits = formatNumber(count);
    return `${digits} ${digits === '1' || digits === '-1' ? one : other}`;
  }
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return `${count.toLocaleString(locale)} ${rule.select(count) === 'one' ? one : other}`;
}
