/**
 * A tiny in-process cache for public reads that every visitor sees alike (a provider profile or procedure guide
 * for a guest). Entries live a few seconds: long enough to absorb a burst of identical requests, short enough that
 * another process's write shows up almost at once. Writes in this process drop the affected entry immediately.
 */
const registry = new Set<{ clear(): void }>();

/** Any successful write in this process may change what a cached read shows: drop them all (app.ts). */
export function clearMicroCaches() {
  for (const cache of registry) cache.clear();
}

export function createMicroCache<T>(options: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: T; expires: number }>();
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
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
  registry.add(cache);
  return cache;
}
