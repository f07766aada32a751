import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

afterEach(() => vi.useRealTimers());

describe('createMicroCache', () => {
  it('returns entries until they expire and evicts the oldest past its size', () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>({ ttlMs: 1000, max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    vi.advanceTimersByTime(1001);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets an entry when told', () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, max: 10 });
    cache.set('x', 'y');
    cache.delete('x');
    expect(cache.get('x')).toBeUndefined();
  });
});
