import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMicroCaches, createMicroCache, queryCacheKey } from './micro-cache';

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

describe('createMicroCache load', () => {
  it('lets requests that arrive together share one production', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    const produce = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    };
    expect(await Promise.all([cache.load('k', produce), cache.load('k', produce)])).toEqual([1, 1]);
    expect(await cache.load('k', produce)).toBe(1);
    expect(runs).toBe(1);
  });

  it('does not keep a value that a write overtook', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, max: 10 });
    let release = () => {};
    const before = cache.load('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    clearMicroCaches();
    release();
    expect(await before).toBe('old');
    expect(await cache.load('k', async () => 'new')).toBe('new');
  });
});

describe('queryCacheKey', () => {
  it('gives one key per set of fields, whatever their order, and leaves out fields without a value', () => {
    const key = queryCacheKey({ location: 'Miami, FL', page: 1, sort: 'rating', radius: undefined });
    expect(queryCacheKey({ sort: 'rating', page: 1, location: 'Miami, FL' })).toBe(key);
    expect(queryCacheKey({ sort: 'rating', page: 2, location: 'Miami, FL' })).not.toBe(key);
  });
});
