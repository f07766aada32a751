import { Hono } from 'hono';
import {
  type FavoriteIdsResponse,
  type FavoritesResponse,
  favoriteMessages,
  favoriteNoteSchema,
  saveFavoriteInputSchema,
} from '@shared/schemas/favorites';
import { distanceOriginSchema } from '@shared/schemas/provider';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { jsonInput, paramInput, queryInput } from '../../http/validate';
import { resolveOrigin } from '../../directory/providers.distance';
import { findProvider, parseProviderId } from '../../directory/providers.queries';
import {
  deleteFavorite,
  listSavedProviders,
  saveFavorite,
  savedProviderIds,
  updateFavoriteNote,
} from '../../favorites/favorites.queries';

function providerIdParam(raw: string, message: string = favoriteMessages.notSaved) {
  const id = parseProviderId(raw);
  if (id === null) throw notFound(message);
  return id;
}

const savedParam = paramInput(({ providerId }) => ({ providerId: providerIdParam(providerId) }));

export const favoritesRoutes = new Hono<AppEnv>()
  .get('/favorites', signedIn(favoriteMessages.signIn), queryInput(distanceOriginSchema), async (c) => {
    const user = currentUser(c);
    const { db } = c.var.deps;
    const origin = await resolveOrigin(db, c.req.valid('query'));
    const body: FavoritesResponse = {
      favorites: await listSavedProviders(db, user.id, { origin }),
      distanceFrom: origin?.label ?? null,
    };
    return c.json(body);
  })
  .get('/favorites/ids', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const body: FavoriteIdsResponse = { providerIds: await savedProviderIds(c.var.deps.db, user.id) };
    return c.json(body);
  })
  .put(
    '/favorites/:providerId',
    signedIn(favoriteMessages.signIn),
    paramInput(({ providerId }) => ({
      providerId: providerIdParam(providerId, favoriteMessages.providerNotFound),
    })),
    // PUT may come with no body at all.
    jsonInput(saveFavoriteInputSchema, { body: 'optional' }),
    async (c) => {
      const user = currentUser(c);
      const { providerId } = c.req.valid('param');
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      if (!(await findProvider(db, providerId))) throw notFound(favoriteMessages.providerNotFound);
      await saveFavorite(db, user.id, providerId, input.note);
      return c.json({ providerId, saved: true });
    },
  )
  .patch(
    '/favorites/:providerId',
    signedIn(favoriteMessages.signIn),
    savedParam,
    jsonInput(favoriteNoteSchema),
    async (c) => {
      const user = currentUser(c);
      const { providerId } = c.req.valid('param');
      const { note } = c.req.valid('json');
      if (!(await updateFavoriteNote(c.var.deps.db, user.id, providerId, note)))
        throw notFound(favoriteMessages.notSaved);
      return c.json({ providerId, note });
    },
  )
  .delete('/favorites/:providerId', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const providerId = providerIdParam(c.req.param('providerId'));
    if (!(await deleteFavorite(c.var.deps.db, user.id, providerId)))
      throw notFound(favoriteMessages.notSaved);
    return c.body(null, 204);
  });
