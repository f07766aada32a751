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
import { ApiError, notFound } from '../../errors';
import { currentUser } from '../../http/middleware';
import { parseJson, parseQuery, validate } from '../../http/validate';
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

/** PUT may come with no body at all. */
async function optionalJson(c: { req: { text(): Promise<string> } }) {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
}

export const favoritesRoutes = new Hono<AppEnv>()
  .get('/favorites', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const { db } = c.var.deps;
    const origin = await resolveOrigin(db, parseQuery(c, distanceOriginSchema));
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
  .put('/favorites/:providerId', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const providerId = providerIdParam(c.req.param('providerId'), favoriteMessages.providerNotFound);
    const input = validate(saveFavoriteInputSchema, await optionalJson(c));
    const { db } = c.var.deps;
    if (!(await findProvider(db, providerId))) throw notFound(favoriteMessages.providerNotFound);
    await saveFavorite(db, user.id, providerId, input.note);
    return c.json({ providerId, saved: true });
  })
  .patch('/favorites/:providerId', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const providerId = providerIdParam(c.req.param('providerId'));
    const { note } = await parseJson(c, favoriteNoteSchema);
    if (!(await updateFavoriteNote(c.var.deps.db, user.id, providerId, note)))
      throw notFound(favoriteMessages.notSaved);
    return c.json({ providerId, note });
  })
  .delete('/favorites/:providerId', async (c) => {
    const user = currentUser(c, favoriteMessages.signIn);
    const providerId = providerIdParam(c.req.param('providerId'));
    if (!(await deleteFavorite(c.var.deps.db, user.id, providerId)))
      throw notFound(favoriteMessages.notSaved);
    return c.body(null, 204);
  });
