// Places patients name ("bbl in miami", "nyc", "Miami Florida", "near 90210", "in Texas", "near me"), read with
// the shared US gazetteer (src/server/places) that directory search uses too. Nothing is guessed: a capitalised
// place the gazetteer does not know is reported as unresolved, and "near me" uses the browser's position if sent.
import { findPlaceInText, type Place } from '../places';

export interface ResolvedPlace {
  label: string;
  latitude: number;
  longitude: number;
  /** Set when the place is a whole state: providers are filtered by state rather than by distance. */
  state?: string;
}

export type PlaceQuery =
  | { kind: 'place'; place: Place }
  | { kind: 'unknown'; text: string }
  | { kind: 'near-me' };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const NEAR_ME =
  /\b(near me|nearby|close to me|in my area|around me|near where i live|close by|around here|cerca de m[ií]|por aqu[ií]|en mi zona|en mi [aá]rea)\b/i;
const PLACE_PHRASE = /\b(?:in|near|around|close to)\s+([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,2})/;
const NOT_A_PLACE =
  /^(the|a|my|your|general|total|person|time|advance|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|english|spanish|i|dr|doctor|mind|love|pain|public|private|between|years?|days?|weeks?|months?)\b/i;

// Earlier turns are read again with every new message; remember what they named.
const found = new Map<string, PlaceQuery | null>();

/** The place a message names, if any. */
export function findPlace(text: string): PlaceQuery | null {
  if (found.has(text)) return found.get(text) ?? null;
  const result = readPlace(text);
  if (found.size > 500) found.clear();
  found.set(text, result);
  return result;
}

function readPlace(text: string): PlaceQuery | null {
  const place = findPlaceInText(text);
  if (place) return { kind: 'place', place };
  if (NEAR_ME.test(text)) return { kind: 'near-me' };
  const phrase = PLACE_PHRASE.exec(text);
  if (phrase && !NOT_A_PLACE.test(phrase[1])) return { kind: 'unknown', text: phrase[1] };
  return null;
}

/** Coordinates for a place query: the gazetteer's, or the browser's position for "near me". */
export function resolvePlace(query: PlaceQuery, here?: Coordinates): ResolvedPlace | null {
  if (query.kind === 'place') {
    const { place } = query;
    return {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      ...(place.kind === 'state' ? { state: place.state } : {}),
    };
  }
  if (query.kind === 'near-me' && here) return { label: 'your location', ...here };
  return null;
}

export function placeText(query: PlaceQuery): string {
  if (query.kind === 'place') return query.place.label;
  if (query.kind === 'unknown') return query.text;
  return 'your area';
}
