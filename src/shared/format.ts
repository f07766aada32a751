// How numbers, prices, distances and dates read on every page: US English, one formatter each. Pages sent to
// guests are rendered on the server and then taken over in the browser, so anything a guest sees must read the
// same in both: days are formatted in UTC. Date-and-time stamps follow the visitor's clock and appear only on
// signed-in pages.
import type { PriceUnit } from './schemas/content';

const LOCALE = 'en-US';

// Each Intl formatter is made on first use: making one costs milliseconds (tens on a phone), and a page that loads
// this module uses one or two of them.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

// Numbers, prices and days, which the guest pages show, are written out here rather than by Intl: the browser's
// first Intl.NumberFormat for dollars and first Intl.DateTimeFormat cost a phone 120 and 30 ms of one task while the
// app takes a page over (CPU ×4), for text the server has already written. Intl's own output is the reference:
// format.test.ts compares the two over many values.

/**
 * "1,234.5": grouped by thousands, at most `fractionDigits` decimals, rounded half away from zero on the number's
 * shortest decimal form (as Intl does: 9.9995 is "10", though the double is a hair below it).
 */
function usDigits(n: number, fractionDigits: number): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const shortest = String(Math.abs(n));
  // Below 1e-6 JavaScript writes an exponent; every such number rounds to 0 at three decimals.
  let [whole, fraction = ''] = shortest.includes('e') ? ['0', ''] : shortest.split('.');
  if (fraction.length > fractionDigits) {
    const roundUp = fraction[fractionDigits] >= '5';
    fraction = fraction.slice(0, fractionDigits);
    if (roundUp) {
      const raised = String(BigInt(whole + fraction) + 1n).padStart(whole.length + fraction.length, '0');
      whole = raised.slice(0, raised.length - fraction.length);
      fraction = raised.slice(raised.length - fraction.length);
    }
  }
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const numberFormat = once(() => new Intl.NumberFormat(LOCALE));
const usdFormat = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const dayFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);
const shortDayFormat = once(() => new Intl.DateTimeFormat(LOCALE));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }),
);
const relativeFormat = once(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "1,200". */
export const formatNumber = (n: number) => usDigits(n, 3) ?? numberFormat().format(n);

/** "$5,000", whole dollars. */
export function formatUsd(amount: number) {
  const digits = usDigits(amount, 0);
  if (digits === null) return usdFormat().format(amount);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** "$5,000–$15,000", one price when both ends are the same, and the unit when it is not the whole treatment. */
export function formatPriceRange(min: number, max: number, unit?: PriceUnit) {
  const range = min === max ? formatUsd(min) : `${formatUsd(min)}–${formatUsd(max)}`;
  return unit && unit !== 'total' ? `${range} ${unit}` : range;
}

/** "12.4 mi", or "under 1 mi" close by. */
export const formatMiles = (miles: number) => (miles < 1 ? 'under 1 mi' : `${formatNumber(miles)} mi`);

/** "November 1, 2026" for a day (2026-11-01) or a timestamp, in UTC so server and browser name the same day. */
export function formatDay(iso: string) {
  const day = new Date(iso);
  const year = day.getUTCFullYear();
  // Years Intl writes differently (before 1000, or beyond 9999) and invalid dates (it throws) are left to it.
  if (!(year >= 1000 && year <= 9999)) return dayFormat().format(day);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${year}`;
}

/** "March 2025" for a month (2025-03) or a day, in UTC. */
export function formatMonth(isoMonth: string) {
  const day = new Date(/^\d{4}-\d{2}$/.test(isoMonth) ? `${isoMonth}-01T00:00:00Z` : isoMonth);
  const year = day.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999))
    return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
  return `${MONTHS[day.getUTCMonth()]} ${year}`;
}

/** "11/1/2026" on the visitor's clock, for signed-in tables. */
export const formatShortDay = (iso: string) => shortDayFormat().format(new Date(iso));

/** "Nov 1, 2026, 3:04 PM" on the visitor's clock, for signed-in pages. */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));

/** "5 minutes ago", "yesterday": minutes within the hour, hours within the day, then days. */
export function formatTimeAgo(iso: string, now = Date.now()) {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 60) return relativeFormat().format(-minutes, 'minute');
  if (minutes < 60 * 24) return relativeFormat().format(-Math.round(minutes / 60), 'hour');
  return relativeFormat().format(-Math.round(minutes / 1440), 'day');
}

/** "a", "a and b", "a, b and c": words in a sentence. */
export function listOf(items: readonly string[]) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
