import { Hono } from 'hono';
import type { SiteConfigResponse } from '@shared/schemas/site-config';
import type { AppEnv } from '../../context';

export const siteConfigRoutes = new Hono<AppEnv>()
  /** The operator's settings the web app needs: the same for every visitor, fixed while the process runs. */
  .get('/site-config', (c) => {
    const tiles = c.var.deps.env.mapTiles;
    const body: SiteConfigResponse = {
      mapTiles: tiles ? { url: tiles.url, attribution: tiles.attribution } : null,
    };
    return c.json(body);
  });
