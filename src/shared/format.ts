// How numbers, prices, distances and dates read on every page: US English, one formatter each. Pages sent to
// guests are rendered on the server and then taken over in the browser, so anything a guest sees must read the
// same in both: days are formatted in UTC. Date-and-time stamps follow the visitor's clock and appear only on
// signed-in pages.
import type { PriceUnit } from './schemas/content';

const LOCALE = 'en-US';

// Each formatter is made on first use: making one costs milliseconds (tens on a phone), and a page that loads this
// module uses one or two of them.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
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
export const formatNumber = (n: number) => numberFormat().format(n);

/** "$5,000", whole dollars. */
export const formatUsd = (amount: number) => usdFormat().format(amount);

/** "$5,000–$15,000", one price when both ends are the same, and the unit when it is not the whole treatment. */
export function formatPriceRange(min: number, max: number, unit?: PriceUnit) {
  const range = min === max ? formatUsd(min) : `${formatUsd(min)}–${formatUsd(max)}`;
  return unit && unit !== 'total' ? `${range} ${unit}` : range;
}

/** "12.4 mi", or "under 1 mi" close by. */
export const formatMiles = (miles: number) => (miles < 1 ? 'under 1 mi' : `${formatNumber(miles)} mi`);

/** "November 1, 2026" for a day (2026-11-01) or a timestamp, in UTC so server and browser name the same day. */
export const formatDay = (iso: string) => dayFormat().format(new Date(iso));

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
