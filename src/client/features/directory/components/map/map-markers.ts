/** One provider a map shows. */
export interface MapPlace {
  id: number;
  latitude: number;
  longitude: number;
  /** The popup's link text, e.g. "Dr. Ana Ruiz". */
  name: string;
  /** The line under it, e.g. "Harbor Aesthetics · 2.4 mi". */
  detail: string;
  /** The provider's page; none on that provider's own page. */
  href?: string;
}

/** One pin: the places at exactly one point (registry records share their ZIP code's centre). */
export interface MapMarker {
  latitude: number;
  longitude: number;
  /** The pin's accessible name. */
  label: string;
  places: MapPlace[];
}

/** Places that share a point become one pin whose popup lists them all, so no pin hides another. */
export function markersFor(places: MapPlace[]): MapMarker[] {
  const byPoint = new Map<string, MapMarker>();
  for (const place of places) {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    const key = `${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}`;
    const marker = byPoint.get(key);
    if (marker) marker.places.push(place);
    else
      byPoint.set(key, { latitude: place.latitude, longitude: place.longitude, label: '', places: [place] });
  }
  return [...byPoint.values()].map((marker) => ({
    ...marker,
    label:
      marker.places.length === 1
        ? marker.places[0].name
        : `${marker.places.length} providers: ${marker.places.map((p) => p.name).join(', ')}`,
  }));
}
