import type { Database } from '../db/client';
import { locations, zipCodes } from '../db/schema';
import { milesBetween } from '../places';

export interface Place {
  latitude: number;
  longitude: number;
  /** The metro the practice belongs to (for /location pages), when one is within reach. */
  locationId: string | null;
}

interface Metro {
  id: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const METRO_RADIUS_MILES = 60;

/**
 * Places an address on the map from what the directory already knows: explicit coordinates first, then a known
 * ZIP code, then a known metro by city and state. Loaded once per import, so thousands of rows cost two queries.
 */
export class Gazetteer {
  private constructor(
    private readonly zips: Map<string, { latitude: number; longitude: number; locationId: string }>,
    private readonly metros: Metro[],
  ) {}

  static async load(db: Database) {
    const [zipRows, metroRows] = await Promise.all([
      db.select().from(zipCodes),
      db
        .select({
          id: locations.id,
          city: locations.city,
          state: locations.state,
          latitude: locations.latitude,
          longitude: locations.longitude,
        })
        .from(locations),
    ]);
    return new Gazetteer(new Map(zipRows.map((z) => [z.zip, z])), metroRows);
  }

  place(address: {
    zip: string;
    city: string;
    state: string;
    latitude?: number | null;
    longitude?: number | null;
  }) {
    if (address.latitude != null && address.longitude != null) {
      const point = { latitude: address.latitude, longitude: address.longitude };
      return { ...point, locationId: this.nearestMetro(point) };
    }
    const zip = this.zips.get(address.zip);
    if (zip) return { latitude: zip.latitude, longitude: zip.longitude, locationId: zip.locationId };
    const city = address.city.trim().toLowerCase();
    const metro = this.metros.find((m) => m.state === address.state && m.city.toLowerCase() === city);
    if (metro) return { latitude: metro.latitude, longitude: metro.longitude, locationId: metro.id };
    return null;
  }

  private nearestMetro(point: { latitude: number; longitude: number }) {
    let best: { id: string; miles: number } | null = null;
    for (const m of this.metros) {
      const miles = milesBetween(point, m);
      if (miles <= METRO_RADIUS_MILES && (!best || miles < best.miles)) best = { id: m.id, miles };
    }
    return best?.id ?? null;
  }
}

export const UNPLACED_MESSAGE =
  'We could not place this address on the map: add latitude and longitude, or use a ZIP code or city we know.';
