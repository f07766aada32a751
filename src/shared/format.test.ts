import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatMiles,
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
