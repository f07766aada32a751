import type { ResolvedLocation } from '@shared/schemas/search';
import { US_STATES } from '@shared/schemas/search-terms';
import { ApiError } from '../errors';
import { isNickname, normalizePlace, resolvePlace } from '../places';

export interface LocationFilter {
  resolved: ResolvedLocation;
  /** Set for point searches; whole-state searches filter by state instead. */
  point: { lat: number; lng: number; radiusMiles: number } | null;
  state: string | null;
  notice?: string;
}

const notFoundMessage = (text: string) =>
  `We couldn't find "${text}". Try a city and state (for example Miami, FL), a state, or a 5-digit ZIP code.`;

/** Turns the location box (or the browser's position) into a point and radius, or a whole state. */
export function resolveLocation(input: {
  location?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  defaultRadius: number;
}): LocationFilter | null {
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

  // Every US city, town and ZIP from the gazetteer ("Miami Florida", "miami fl", "Pasadena, CA", "NYC", "33139").
  const place = resolvePlace(text);
  if (!place) {
    const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1];
    throw locationError(
      zip
        ? `ZIP code ${zip} is not a US ZIP code we know. Check the digits, or try a city and state, for example Miami, FL.`
        : notFoundMessage(text),
    );
  }
  if (place.kind === 'state') return wholeState(place.state);
  // A typo resolved to the nearest spelling ("pasedena ca"): say which place the results are for.
  const typed = normalizePlace(text)
    .replace(/\b(usa?|united states)$/, '')
    .trim();
  const named = [place.city, `${place.city} ${place.state}`, `${place.city} ${place.stateName}`].map((n) =>
    normalizePlace(n ?? ''),
  );
  const notice =
    place.kind === 'city' && !named.includes(typed) && !isNickname(typed)
      ? `Showing results for ${place.label}.`
      : undefined;
  return at(place.label, place.latitude, place.longitude, place.kind, notice);
}

function wholeState(code: string): LocationFilter {
  return {
    resolved: { label: US_STATES[code], lat: null, lng: null, radius: null, kind: 'state' },
    point: null,
    state: code,
  };
}

function locationError(message: string) {
  return new ApiError(400, 'unknown_location', message, { location: message });
}
