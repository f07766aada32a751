import { Hono } from 'hono';
import { SIGN_UP_WITHOUT_MAIL, type SiteConfigResponse } from '@shared/schemas/site-config';
import type { AppEnv } from '../../context';
import { canSendMail } from '../../mail/mail-state';

export const siteConfigRoutes = new Hono<AppEnv>()
  /** The operator's settings the web app needs: the same for every visitor, fixed while the process runs. */
  .get('/site-config', (c) => {
    const tiles = c.var.deps.env.mapTiles;
    const body: SiteConfigResponse = {
      mapTiles: tiles ? { url: tiles.url, attribution: tiles.attribution } : null,
      // The sign-up page says so up front rather than after the visitor has filled in the form.
      signUpClosed: canSendMail(c.var.deps.env) ? null : SIGN_UP_WITHOUT_MAIL,
    };
    return c.json(body);
  });
