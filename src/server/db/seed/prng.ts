// A small seeded PRNG so the sample directory is the same on every machine and every run.
export type Random = () => number;

/** mulberry32: fast, 32-bit state, good enough spread for sample data. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a base seed with an index, so provider N is the same whatever the total count. */
export function seedFor(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
export const chance = (rnd: Random, p: number) => rnd() < p;
export const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

export function pickWeighted<T>(rnd: Random, items: readonly T[], weight: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += weight(item);
  let r = rnd() * total;
  for (const item of items) {
    r -= weight(item);
    if (r <= 0) return item;
  }
  return items[items.length - 1];
}

/** k distinct items, in their original order. */
export function sample<T>(rnd: Random, items: readonly T[], k: number): T[] {
  const chosen = new Set<number>();
  const n = Math.min(k, items.length);
  while (chosen.size < n) chosen.add(Math.floor(rnd() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
}

/** A point uniformly inside a circle of radiusKm around (lat, lng). */
export function jitter(rnd: Random, lat: number, lng: number, radiusKm: number) {
  const r = radiusKm * Math.sqrt(rnd());
  const theta = rnd() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111.32;
  const dLng = (r * Math.sin(theta)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { latitude: round(lat + dLat, 6), longitude: round(lng + dLng, 6) };
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
