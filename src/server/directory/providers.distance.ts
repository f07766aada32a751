import { and, desc, eq, sql } from 'drizzle-orm';
import type { DistanceOrigin } from '@shared/schemas/provider';
import type { Database } from '../db/client';
import { locations, zipCodes } from '../db/schema';
import { milesBetween } from '../places';

export interface ResolvedOrigin {
  latitude: number;
  longitude: number;
  label: string;
}

const CITY_STATE = /^(.+?),\s*([a-z]{2})$/i;

/**
 * Turns ?lat=&lng= or ?near= (a metro id, a ZIP code, "City, ST" or a city name) into a point. An unknown place
 * is not an error on a profile page: the distance is simply left out.
 */
export async function resolveOrigin(db: Database, origin: DistanceOrigin): Promise<ResolvedOrigin | null> {
  if (origin.lat !== undefined && origin.lng !== undefined) {
    return { latitude: origin.lat, longitude: origin.lng, label: 'your location' };
  }
  const near = origin.near?.trim();
  if (!near) return null;
  if (/^\d{5}$/.test(near)) {
    const [zip] = await db
      .select({
        latitude: zipCodes.latitude,
        longitude: zipCodes.longitude,
        city: locations.city,
        state: locations.state,
      })
      .from(zipCodes)
      .innerJoin(locations, eq(locations.id, zipCodes.locationId))
      .where(eq(zipCodes.zip, near));
    return zip
      ? { latitude: zip.latitude, longitude: zip.longitude, label: `${near} (${zip.city}, ${zip.state})` }
      : null;
  }
  const columns = {
    latitude: locations.latitude,
    longitude: locations.longitude,
    city: locations.city,
    state: locations.state,
  };
  const cityState = CITY_STATE.exec(near);
  const where = cityState
    ? and(
        sql`lower(${locations.city}) = lower(${cityState[1].trim()})`,
        eq(locations.state, cityState[2].toUpperCase()),
      )
    : sql`${locations.id} = lower(${near}) or lower(${locations.city}) = lower(${near})`;
  const [row] = await db
    .select(columns)
    .from(locations)
    .where(where)
    .orderBy(desc(locations.population))
    .limit(1);
  return row
    ? { latitude: row.latitude, longitude: row.longitude, label: `${row.city}, ${row.state}` }
    : null;
}

export function distanceFrom(origin: ResolvedOrigin | null, point: { latitude: number; longitude: number }) {
  if (!origin) return null;
  return Math.round(milesBetween(origin, point) * 10) / 10;
}
