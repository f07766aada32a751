import { describe, expect, it } from 'vitest';
import { badgeLabel, relativeTime } from './relative-time';

const now = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [10 * 86_400_000, '10d ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });
});

describe('badgeLabel', () => {
  it('shows the count up to 9, then 9+', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });
});
