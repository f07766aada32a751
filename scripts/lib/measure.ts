// What the page benchmarks (bench:lighthouse, bench:first-move) share: the pages they measure and the median they
// report.
/** The guest pages DESIGN §9 budgets: home, a search, a provider and a procedure guide. */
export const BUDGETED_PAGES = [
  { name: 'home', path: '/' },
  {
    name: 'find-doctors',
    path: '/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure',
  },
  { name: 'provider', path: '/provider/1' },
  { name: 'procedure', path: '/procedure/rhinoplasty' },
];

/** The median of measurements (the mean of the middle two when their number is even). */
export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
