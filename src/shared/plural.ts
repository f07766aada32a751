// Counts in words, for every place a number of things is shown ("1 review", "2 reviews", "1,200 providers").
// One helper on Intl.PluralRules rather than `n === 1 ? … : …` scattered around (which is how "(1 reviews)" and
// "Import 1 providers" happened).
const rules = new Map<string, Intl.PluralRules>();

/** The count in the locale's digits and the noun in the form Intl.PluralRules picks for it. */
export function countOf(count: number, one: string, other = `${one}s`, locale = 'en-US') {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return `${count.toLocaleString(locale)} ${rule.select(count) === 'one' ? one : other}`;
}
