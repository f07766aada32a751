import { Hono } from 'hono';
import { practiceOrClinician } from '@shared/practice-facts';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { headshotSvg, practiceSvg } from '../../directory/photo-svg';
import { providerNames } from '../../directory/providers.queries';

export const photosRoutes = new Hono<AppEnv>()
  // Sample providers' photos are drawn on request; the picture for an id and number never changes.
  .get('/directory/photos/:providerId{[0-9]{1,9}}/:file{[0-9]{1,2}\\.svg}', async (c) => {
    const providerId = Number(c.req.param('providerId'));
    const n = Number.parseInt(c.req.param('file'), 10);
    const row = await providerNames(c.var.deps.db, providerId);
    if (!row) throw notFound('No such photo.');
    const svg =
      n === 0
        ? headshotSvg(providerId, row.displayName)
        : practiceSvg(providerId, n, practiceOrClinician(row));
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(svg);
  });
