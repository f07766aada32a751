/**
 * A tiny in-process cache for public reads that every visitor sees alike (a provider profile or procedure guide
 * for a guest, search results for anyone). Entries live a few seconds: long enough to absorb a burst of identical
 * requests, short enough that another process's write shows up almost at once. Writes in this process drop the
 * affected entry immediately.
 */
const registry = new Set<{ clear(): void }>();

/** Any successful write in this process may change what a cached read shows: drop them all (app.ts). */
export function clearMicroCaches() {
  for (const cache of registry) cache.clear();
}

/** The key of a parsed query: the same fields and values give the same key, in whatever order they came. */
export function queryCacheKey(query: Record<string, unknown>) {
  const fields = Object.entries(query).filter(([, value]) => value !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function createMicroCache<T>(options: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: T; expires: number }>();
  const loading = new Map<string, Promise<T>>();
  const cache = {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T) {
      if (entries.size >= options.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: Date.now() + options.ttlMs });
    },
    /**
     * The cached value, else the one already being produced, else a new one. When an entry expires, the requests
     * that arrive together share one production instead of each running it. A value a write overtook is
     * returned to those who asked before the write, and not kept.
     */
    async load(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = produce();
      loading.set(key, promise);
      try {
        const value = await promise;
        if (loading.get(key) === promise) cache.set(key, value);
        return value;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
      loading.clear();
    },
  };
  registry.add(cache);
  return cache;
}
