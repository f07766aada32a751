import { Hono } from 'hono';
import type { LocationDetailResponse, LocationListResponse } from '@shared/schemas/directory';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import {
  findLocation,
  listLocations,
  nearbyLocations,
  popularProceduresInLocation,
  topProvidersInLocation,
} from '../../directory/locations.queries';

import { usualOfferCounts } from '../../directory/usual-offers.queries';
import { procedureById } from '@shared/schemas/search-terms';

const NEARBY_METROS = 6;

export const locationNotFoundMessage = 'We could not find that location. See all locations instead.';

export const locationsRoutes = new Hono<AppEnv>()
  .get('/locations', async (c) => {
    const rows = await listLocations(c.var.deps.db);
    const body: LocationListResponse = {
      locations: rows.map(({ latitude: _lat, longitude: _lon, ...summary }) => summary),
    };
    return c.json(body);
  })
  .get('/locations/:id', async (c) => {
    const { db } = c.var.deps;
    const location = await findLocation(db, c.req.param('id'));
    if (!location) throw notFound(locationNotFoundMessage);
    const [topProviders, popularProcedures, usual, nearby] = await Promise.all([
      topProvidersInLocation(db, location.id),
      popularProceduresInLocation(db, location.id, {
        includeSample: c.var.deps.env.NODE_ENV !== 'production',
      }),
      usualOfferCounts(db, location.id),
      nearbyLocations(db, location, NEARBY_METROS),
    ]);
    const usualProcedures = [...usual]
      .map(([id, count]) => ({ id, name: procedureById(id)?.name ?? id, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    const body: LocationDetailResponse = {
      location,
      topProviders,
      popularProcedures,
      usualProcedures,
      nearby,
    };
    return c.json(body);
  });
