// What the page benchmarks (bench:lighthouse, bench:first-move) share: the pages they measure, a free port for the
// server they start, and the median they report.
import net from 'node:net';

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

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The median of measurements (the mean of the middle two when their number is even). */
export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
