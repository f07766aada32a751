/** What a Directions link needs to know about a practice. */
export interface DirectionsPlace {
  latitude: number | null;
  longitude: number | null;
  /** False when the coordinates only stand for the ZIP code's area (registry records): the address is sent then. */
  precise: boolean;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
}

/** "12 Ocean Dr, Miami, FL 33139": the parts that are known. */
export function postalAddress(place: Pick<DirectionsPlace, 'addressLine' | 'city' | 'state' | 'zip'>) {
  const region = [place.state, place.zip].filter(Boolean).join(' ');
  return [place.addressLine, place.city, region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Google Maps directions to the practice (https://developers.google.com/maps/documentation/urls/get-started):
 * to its coordinates when they mark the building, otherwise to its address, which the map then looks up.
 */
export function directionsHref(place: DirectionsPlace): string {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  const { latitude: lat, longitude: lng } = place;
  if (place.precise && lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng))
    return `${base}${Number(lat.toFixed(6))},${Number(lng.toFixed(6))}`;
  return `${base}${encodeURIComponent(postalAddress(place))}`;
}
