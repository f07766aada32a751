/**
 * Rendered cards kept in memory, one per card (a provider, a procedure, the home page), with the fingerprint of the
 * data it was drawn from. A card is drawn again only when its data changed; requests that arrive while it is being
 * drawn share that one render. Least recently used cards go first once the count or the bytes run over.
 */
export function createCardCache(options: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<
    string,
    { fingerprint: string; png: Promise<Uint8Array<ArrayBuffer>>; bytes: number }
  >();
  let bytes = 0;

  function evict() {
    for (const [key, entry] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  }

  return {
    async get(
      key: string,
      fingerprint: string,
      render: () => Promise<Uint8Array<ArrayBuffer>>,
    ): Promise<Uint8Array<ArrayBuffer>> {
      const hit = entries.get(key);
      if (hit?.fingerprint === fingerprint) {
        // Most recently used last, so eviction takes the oldest first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.png;
      }
      if (hit) {
        entries.delete(key);
        bytes -= hit.bytes;
      }
      const entry = { fingerprint, png: render(), bytes: 0 };
      entries.set(key, entry);
      try {
        const png = await entry.png;
        if (entries.get(key) === entry) {
          entry.bytes = png.length;
          bytes += png.length;
          evict();
        }
        return png;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
