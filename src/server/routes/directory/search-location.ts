import { sql } from 'drizzle-orm';
import { normalizeTerm, stateCode, US_STATES } from '@shared/schemas/search-terms';
import type { ResolvedLocation } from '@shared/schemas/search';
import type { Database } from '../../db/client';
import { ApiError } from '../../errors';
import { loadLocations } from './locations.queries';

export interface LocationFilter {
  resolved: ResolvedLocation;
  /** Set for point searches; whole-state searches filter by state instead. */
  point: { lat: number; lng: number; radiusMiles: number } | null;
  state: string | null;
  notice?: string;
}

// Well-known places inside our metros that people search by name.
const PLACES: Record<string, { label: string; lat: number; lng: number }> = {
  'beverly hills': { label: 'Beverly Hills, CA', lat: 34.0736, lng: -118.4004 },
  'santa monica': { label: 'Santa Monica, CA', lat: 34.0195, lng: -118.4912 },
  hollywood: { label: 'Hollywood, CA', lat: 34.0928, lng: -118.3287 },
  manhattan: { label: 'Manhattan, NY', lat: 40.7831, lng: -73.9712 },
  brooklyn: { label: 'Brooklyn, NY', lat: 40.6782, lng: -73.9442 },
  'miami beach': { label: 'Miami Beach, FL', lat: 25.7907, lng: -80.13 },
  'coral gables': { label: 'Coral Gables, FL', lat: 25.7215, lng: -80.2684 },
  'boca raton': { label: 'Boca Raton, FL', lat: 26.3683, lng: -80.1289 },
  plano: { label: 'Plano, TX', lat: 33.0198, lng: -96.6989 },
  'the woodlands': { label: 'The Woodlands, TX', lat: 30.1658, lng: -95.4613 },
  bellevue: { label: 'Bellevue, WA', lat: 47.6101, lng: -122.2015 },
  cambridge: { label: 'Cambridge, MA', lat: 42.3736, lng: -71.1097 },
  'newport beach': { label: 'Newport Beach, CA', lat: 33.6189, lng: -117.9298 },
  irvine: { label: 'Irvine, CA', lat: 33.6846, lng: -117.8265 },
  'palo alto': { label: 'Palo Alto, CA', lat: 37.4419, lng: -122.143 },
  buckhead: { label: 'Buckhead, Atlanta, GA', lat: 33.8381, lng: -84.3798 },
};

const notFoundMessage = (text: string) =>
  `We couldn't find "${text}". Try a city and state (for example Miami, FL), a state, or a 5-digit ZIP code.`;

type Row = Record<string, unknown>;
interface MetroRow {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}
const rows = async (db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

/** Turns the location box (or the browser's position) into a point and radius, or a whole state. */
export async function resolveLocation(
  db: Database,
  input: { location?: string; lat?: number; lng?: number; radius?: number; defaultRadius: number },
): Promise<LocationFilter | null> {
  const radiusMiles = input.radius ?? input.defaultRadius;
  const at = (
    label: string,
    lat: number,
    lng: number,
    kind: ResolvedLocation['kind'],
    notice?: string,
  ): LocationFilter => ({
    resolved: { label, lat, lng, radius: radiusMiles, kind },
    point: { lat, lng, radiusMiles },
    state: null,
    notice,
  });
  if (input.lat !== undefined && input.lng !== undefined)
    return at('your location', input.lat, input.lng, 'position');
  const text = input.location?.trim();
  if (!text) return null;

  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1];
  if (zip) {
    const [hit] = await rows(
      db,
      sql`select z.latitude, z.longitude, l.city, l.state from zip_codes z join locations l on l.id = z.location_id where z.zip = ${zip}`,
    );
    if (hit)
      return at(`${zip} (${hit.city}, ${hit.state})`, Number(hit.latitude), Number(hit.longitude), 'zip');
    // An unlisted ZIP: the centre of listed ZIPs sharing its first three digits (the same postal area).
    const [area] = await rows(
      db,
      sql`select avg(z.latitude) as lat, avg(z.longitude) as lng, min(l.city) as city, min(l.state) as state
          from zip_codes z join locations l on l.id = z.location_id where left(z.zip, 3) = ${zip.slice(0, 3)}`,
    );
    if (area?.lat != null)
      return at(`${zip} (near ${area.city}, ${area.state})`, Number(area.lat), Number(area.lng), 'zip');
    throw locationError(
      `We don't have ZIP code ${zip} on file yet. Try the nearest city and state, for example Miami, FL.`,
    );
  }

  const q = normalizeTerm(text);
  const place = PLACES[q.replace(/ (ca|ny|fl|tx|wa|ma|ga)$/, '')];
  if (place) return at(place.label, place.lat, place.lng, 'city');

  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let city = q;
  let state: string | null = null;
  if (parts.length >= 2) {
    state = stateCode(parts[parts.length - 1]);
    city = normalizeTerm(parts.slice(0, -1).join(' '));
  } else {
    const onlyState = stateCode(text);
    if (onlyState) return wholeState(onlyState);
    const m = /^(.*\S)\s+([a-z]{2})$/.exec(q);
    if (m && stateCode(m[2])) [city, state] = [m[1], stateCode(m[2])];
  }
  const metro = await findMetro(db, city, state);
  if (metro) {
    const label = `${metro.city}, ${metro.state}`;
    const notice = metro.fuzzy ? `Showing results for ${label}.` : undefined;
    return at(label, Number(metro.latitude), Number(metro.longitude), 'city', notice);
  }
  if (state)
    return {
      ...wholeState(state),
      notice: `We don't list ${titleCase(city)} yet, so here is all of ${US_STATES[state]}.`,
    };
  throw locationError(notFoundMessage(text));
}

function wholeState(code: string): LocationFilter {
  return {
    resolved: { label: US_STATES[code], lat: null, lng: null, radius: null, kind: 'state' },
    point: null,
    state: code,
  };
}

async function findMetro(
  db: Database,
  city: string,
  state: string | null,
): Promise<(MetroRow & { fuzzy: boolean }) | null> {
  const wanted = city.replace(/\./g, '');
  const [known] = (await loadLocations(db))
    .filter((l) => l.city.toLowerCase().replace(/\./g, '') === wanted && (!state || l.state === state))
    .sort((a, b) => b.population - a.population);
  if (known) return { ...known, fuzzy: false };
  // Not in this process's copy of the metro list: a misspelling, or a metro seeded since the copy was taken.
  const stateSql = state ? sql`and state = ${state}` : sql``;
  const [exact] = await rows(
    db,
    sql`select city, state, latitude, longitude from locations
        where lower(replace(city, '.', '')) = ${wanted} ${stateSql} order by population desc limit 1`,
  );
  if (exact) return { ...(exact as unknown as MetroRow), fuzzy: false };
  const [near] = await rows(
    db,
    sql`select city, state, latitude, longitude from locations
        where similarity(lower(city), ${city}) >= 0.45 ${stateSql}
        order by similarity(lower(city), ${city}) desc, population desc limit 1`,
  );
  return near ? { ...(near as unknown as MetroRow), fuzzy: true } : null;
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function locationError(message: string) {
  return new ApiError(400, 'unknown_location', message, { location: message });
}
