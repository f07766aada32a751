import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { providerMessages } from '@shared/schemas/provider';
import { uploadsDir } from '../../uploads';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import {
  homeCardData,
  parseCardProviderId,
  procedureCardData,
  providerCardData,
} from '../../seo/og/card-data';
import { createCardCache } from '../../seo/og/card-cache';
import { homeCardSvg, procedureCardSvg, providerCardSvg } from '../../seo/og/cards';
import { headshotDataUrl } from '../../seo/og/photo';
import { renderPng } from '../../seo/og/render-png';
import { procedureNotFoundMessage } from '../directory/procedures.routes';

/** Raised when the cards' design changes, so browsers and link previews drop the pictures they kept. */
const CARD_DESIGN = 1;
const ONE_DAY = 86_400;

// About 200 KB a card: a few hundred of the most shared pages stay drawn.
const cards = createCardCache({ maxEntries: 300, maxBytes: 64 * 1024 * 1024 });

const hostOf = (c: Context<AppEnv>) => new URL(c.var.deps.env.publicUrl).host;

/**
 * Answers with the card drawn from `data`: 304 when the caller holds this version (strong ETag from the data), the
 * cached PNG when the data is unchanged since it was drawn, else a new drawing.
 */
async function sendCard(c: Context<AppEnv>, key: string, data: unknown, draw: () => Promise<string>) {
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, key, data]))
    .digest('base64url')
    .slice(0, 27)}"`;
  c.header('Cache-Control', `public, max-age=${ONE_DAY}`);
  c.header('ETag', etag);
  const held = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(etag) || held.includes('*')) return c.body(null, 304);
  const png = await cards.get(key, etag, async () => renderPng(await draw()));
  c.header('Content-Type', 'image/png');
  return c.body(png);
}

/** Share pictures (Open Graph images, 1200×630 PNG) for the home page, provider profiles and procedure guides. */
export const ogRoutes = new Hono<AppEnv>()
  .get('/og/home.png', async (c) => {
    const data = await homeCardData(c.var.deps.db, hostOf(c));
    return sendCard(c, 'home', data, async () => homeCardSvg(data));
  })
  .get('/og/provider/:file', async (c) => {
    const id = parseCardProviderId(/^(\d+)\.png$/.exec(c.req.param('file'))?.[1] ?? '');
    if (id === null) throw notFound(providerMessages.notFound);
    const { deps } = c.var;
    const data = await providerCardData(deps.db, id, hostOf(c));
    if (!data) throw notFound(providerMessages.notFound);
    return sendCard(c, `provider:${id}`, data, async () => {
      const { photoUrl, providerId, ...card } = data;
      const photo = photoUrl
        ? await headshotDataUrl(photoUrl, providerId, card.displayName, uploadsDir(deps))
        : null;
      return providerCardSvg({ ...card, photo });
    });
  })
  .get('/og/procedure/:file', async (c) => {
    const slug = /^([\w-]{1,100})\.png$/.exec(c.req.param('file'))?.[1];
    const data = slug ? procedureCardData(slug, hostOf(c)) : null;
    if (!data) throw notFound(procedureNotFoundMessage);
    return sendCard(c, `procedure:${data.id}`, data, async () => procedureCardSvg(data));
  });
