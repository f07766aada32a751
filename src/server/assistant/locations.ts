// Places patients name ("in Miami", "Austin, TX", "near 90210", "in Florida"), resolved against the directory's
// metro areas and ZIP codes. Nothing is guessed: a place we do not know is reported as unresolved.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { locations, zipCodes } from '../db/schema';
import { loadLocations } from '../routes/directory/locations.queries';

export interface ResolvedPlace {
  label: string;
  latitude: number;
  longitude: number;
  /** Set when the place is a whole state: providers are filtered by state rather than by distance. */
  state?: string;
}

export type PlaceQuery =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string; label: string; latitude: number; longitude: number }
  | { kind: 'state'; state: string; label: string }
  | { kind: 'unknown'; text: string }
  | { kind: 'near-me' };

type LocationRow = typeof locations.$inferSelect;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
const NEAR_ME = /\b(near me|nearby|close to me|in my area|around me|near where i live)\b/i;
const PLACE_PHRASE = /\b(?:in|near|around|close to)\s+([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,2})/;

/** Finds the place named in a message, using the directory's metro list for city and state names. */
export function findPlace(text: string, rows: LocationRow[]): PlaceQuery | null {
  const zip = ZIP.exec(text);
  if (zip) return { kind: 'zip', zip: zip[1] };
  const lower = text.toLowerCase();
  let best: LocationRow | null = null;
  for (const row of rows) {
    const pattern = new RegExp(`(?<![a-z])${escapeRegExp(row.city.toLowerCase())}(?![a-z])`);
    if (pattern.test(lower) && (!best || row.city.length > best.city.length)) best = row;
  }
  if (best) {
    // Same city name in two states ("Portland"): prefer the one whose state the message names.
    const twins = rows.filter((r) => r.city === best.city);
    const named = twins.find((r) =>
      new RegExp(`\\b(${r.state}|${escapeRegExp(r.stateName)})\\b`, 'i').test(text),
    );
    const row = named ?? twins.sort((a, b) => b.population - a.population)[0];
    return {
      kind: 'city',
      city: row.city,
      state: row.state,
      label: `${row.city}, ${row.state}`,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  }
  const states = new Map(rows.map((r) => [r.stateName.toLowerCase(), r.state]));
  for (const [name, code] of states) {
    if (new RegExp(`\\b(in|near|around|across)\\s+${escapeRegExp(name)}\\b`, 'i').test(text)) {
      return { kind: 'state', state: code, label: rows.find((r) => r.state === code)?.stateName ?? code };
    }
  }
  if (NEAR_ME.test(text)) return { kind: 'near-me' };
  const phrase = PLACE_PHRASE.exec(text);
  if (
    phrase &&
    !/^(the|a|my|your|general|total|person|time|advance|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|english|spanish|i)\b/i.test(
      phrase[1],
    )
  ) {
    return { kind: 'unknown', text: phrase[1] };
  }
  return null;
}

/** Turns a place query into coordinates. ZIP codes are looked up in the directory's ZIP table. */
export async function resolvePlace(db: Database, query: PlaceQuery): Promise<ResolvedPlace | null> {
  if (query.kind === 'city')
    return { label: query.label, latitude: query.latitude, longitude: query.longitude };
  if (query.kind === 'state') {
    const row = (await loadLocations(db)).find((r) => r.state === query.state);
    return row
      ? { label: query.label, latitude: row.latitude, longitude: row.longitude, state: query.state }
      : null;
  }
  if (query.kind === 'zip') {
    const [row] = await db
      .select({
        latitude: zipCodes.latitude,
        longitude: zipCodes.longitude,
        city: locations.city,
        state: locations.state,
      })
      .from(zipCodes)
      .innerJoin(locations, eq(locations.id, zipCodes.locationId))
      .where(eq(zipCodes.zip, query.zip))
      .limit(1);
    return row
      ? {
          label: `${query.zip} (${row.city}, ${row.state})`,
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : null;
  }
  return null;
}

export function placeText(query: PlaceQuery): string {
  if (query.kind === 'zip') return query.zip;
  if (query.kind === 'city' || query.kind === 'state') return query.label;
  if (query.kind === 'unknown') return query.text;
  return 'your area';
}
