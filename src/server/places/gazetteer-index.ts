// The US gazetteer behind every place lookup: each ZIP code of the `zipcodes` registry package with its postal
// city, state and coordinates. A city sits at the median latitude and longitude of its ZIP codes (a mean would
// follow the registry's few misplaced entries: ZIP 10200 lies at +73.95, which moved New York City to Long Island),
// and its number of ZIP codes stands in for its size (it ranks "Pasadena" in California above Texas and Maryland). Built once, on first use.
import { createRequire } from 'node:module';
import { US_STATES } from '@shared/schemas/search-terms';

export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface CityEntry {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  zipCount: number;
}

export interface GazetteerIndex {
  zips: Map<string, ZipEntry>;
  /** Normalised city name → every state's city of that name, biggest first. */
  cities: Map<string, CityEntry[]>;
  /** Every city, biggest first (autocomplete and fuzzy matching walk this). */
  citiesBySize: CityEntry[];
  /** State code → centroid of its ZIP codes. */
  stateCentres: Map<string, { latitude: number; longitude: number }>;
}

/** Lower case, no accents or punctuation, "st"/"ft"/"mt" spelled out: "St. Louis" and "saint louis" meet. */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(st|ste)\b/g, 'saint')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount')
    .trim();
}

let index: GazetteerIndex | null = null;

export function gazetteer(): GazetteerIndex {
  index ??= build();
  return index;
}

function build(): GazetteerIndex {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipEntry> };
  const zips = new Map<string, ZipEntry>();
  const groups = new Map<string, { city: string; state: string; lats: number[]; lngs: number[] }>();
  const stateSums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const raw of Object.values(codes)) {
    if (!US_STATES[raw.state]) continue;
    const entry = {
      zip: raw.zip,
      city: raw.city,
      state: raw.state,
      latitude: raw.latitude,
      longitude: raw.longitude,
    };
    zips.set(entry.zip, entry);
    const key = `${normalizePlace(entry.city)}|${entry.state}`;
    const group = groups.get(key) ?? { city: entry.city, state: entry.state, lats: [], lngs: [] };
    group.lats.push(entry.latitude);
    group.lngs.push(entry.longitude);
    groups.set(key, group);
    const state = stateSums.get(entry.state) ?? { lat: 0, lng: 0, n: 0 };
    state.lat += entry.latitude;
    state.lng += entry.longitude;
    state.n += 1;
    stateSums.set(entry.state, state);
  }
  const citiesBySize = [...groups.values()]
    .map((g) => ({
      city: g.city,
      state: g.state,
      latitude: round(median(g.lats)),
      longitude: round(median(g.lngs)),
      zipCount: g.lats.length,
    }))
    .sort((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city));
  const cities = new Map<string, CityEntry[]>();
  for (const city of citiesBySize) {
    const key = normalizePlace(city.city);
    const list = cities.get(key);
    if (list) list.push(city);
    else cities.set(key, [city]);
  }
  const stateCentres = new Map(
    [...stateSums].map(([code, s]) => [
      code,
      { latitude: round(s.lat / s.n), longitude: round(s.lng / s.n) },
    ]),
  );
  return { zips, cities, citiesBySize, stateCentres };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
