import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatMiles,
  listOf,
  formatMonth,
  formatNumber,
  formatPriceRange,
  formatShortDay,
  formatTimeAgo,
  formatUsd,
} from './format';

describe('numbers and prices', () => {
  it('groups thousands the US way', () => {
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatNumber(3.5)).toBe('3.5');
  });

  it('says whole dollars and ranges', () => {
    expect(formatUsd(5000)).toBe('$5,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatPriceRange(5000, 15000)).toBe('$5,000–$15,000');
    expect(formatPriceRange(400, 400)).toBe('$400');
    expect(formatPriceRange(10, 15, 'per syringe')).toBe('$10–$15 per syringe');
    expect(formatPriceRange(6000, 9000, 'total')).toBe('$6,000–$9,000');
  });

  it('says distances in miles, "under 1" close by', () => {
    expect(formatMiles(0.4)).toBe('under 1 mi');
    expect(formatMiles(1)).toBe('1 mi');
    expect(formatMiles(12.4)).toBe('12.4 mi');
    expect(formatMiles(1250)).toBe('1,250 mi');
  });
});

describe('written without Intl, as Intl writes them', () => {
  // A fixed spread of values: integers around every power of ten, halves and thirds, negatives, tiny and huge.
  const values: number[] = [
    0,
    -0,
    0.0004,
    0.0005,
    -0.0005,
    1e15,
    -1e16,
    2 ** 53,
    Number.NaN,
    Infinity,
    -Infinity,
  ];
  for (let e = -4; e <= 14; e++) {
    for (const m of [1, 1.5, 2.5, 9.995, 9.9995, 1 / 3, 123.4567, 999.5, 0.1 + 0.2]) {
      values.push(m * 10 ** e, -m * 10 ** e, Math.round(m * 10 ** e));
    }
  }
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 2000; i++) values.push((random() - 0.3) * 10 ** Math.floor(random() * 12));

  it('numbers and whole dollars', () => {
    const number = new Intl.NumberFormat('en-US');
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const n of values) {
      expect(formatNumber(n), String(n)).toBe(number.format(n));
      expect(formatUsd(n), String(n)).toBe(usd.format(n));
    }
  });

  it('days, in UTC', () => {
    const day = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let i = 0; i < 3000; i++) {
      const iso = new Date(Date.UTC(1000, 0, 1) + random() * 9000 * 365.25 * 86_400_000).toISOString();
      expect(formatDay(iso), iso).toBe(day.format(new Date(iso)));
    }
    for (const iso of ['0999-12-31', '2026-02-29', '2024-02-29T23:59:59.999Z', '+010000-01-01'])
      expect(formatDay(iso), iso).toBe(day.format(new Date(iso)));
    expect(() => formatDay('not a day')).toThrow(RangeError);
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const m of ['2025-03', '1999-12', '2026-01'])
      expect(formatMonth(m)).toBe(month.format(new Date(`${m}-01T00:00:00Z`)));
  });
});

describe('dates', () => {
  it('names the UTC day of a day or a timestamp, whatever the clock', () => {
    expect(formatDay('2026-11-01')).toBe('November 1, 2026');
    // Late evening in UTC: the next day already in Tokyo, the same one in Los Angeles.
    expect(formatDay('2025-03-03T23:30:00.000Z')).toBe('March 3, 2025');
    expect(formatDay('2025-03-04T00:30:00.000Z')).toBe('March 4, 2025');
  });

  it('writes short days and stamps in US style', () => {
    expect(formatShortDay('2026-11-01T12:00:00.000Z')).toMatch(/^11\/[12]\/2026$/);
    expect(formatDateTime('2026-11-01T12:00:00.000Z')).toMatch(
      /^(Nov 1|Nov 2|Oct 31), 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
  });

  it('says how long ago, in the largest whole unit', () => {
    const now = Date.parse('2026-11-01T12:00:00.000Z');
    const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(0)).toBe('this minute');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(5 * 86_400_000)).toBe('5 days ago');
  });
});

describe('listOf', () => {
  it('joins words as a sentence does', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['Dermatologists'])).toBe('Dermatologists');
    expect(listOf(['Dermatologists', 'Plastic surgeons'])).toBe('Dermatologists and Plastic surgeons');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
