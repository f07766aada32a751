import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SavedProvider } from '@shared/schemas/favorites';
import type { Database } from '../db/client';
import { favorites, procedures, providerProcedures, providers } from '../db/schema';
import { providerCardColumns } from '../directory/procedures.queries';
import { distanceFrom, type ResolvedOrigin } from '../directory/providers.distance';

/** The user's saved providers, newest first, with what they offer and (given an origin) how far away they are. */
export async function listSavedProviders(
  db: Database,
  userId: string,
  options: { origin?: ResolvedOrigin | null; limit?: number } = {},
): Promise<SavedProvider[]> {
  const query = db
    .select({
      ...providerCardColumns,
      boardName: providers.boardName,
      yearsInPractice: providers.yearsInPractice,
      languages: providers.languages,
      latitude: providers.latitude,
      longitude: providers.longitude,
      note: favorites.note,
      savedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.providerId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), asc(providers.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  if (rows.length === 0) return [];
  const offers = await db
    .select({
      providerId: providerProcedures.providerId,
      id: procedures.id,
      name: procedures.name,
      priceMin: providerProcedures.priceMin,
      priceMax: providerProcedures.priceMax,
    })
    .from(providerProcedures)
    .innerJoin(procedures, eq(procedures.id, providerProcedures.procedureId))
    .where(
      inArray(
        providerProcedures.providerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(procedures.sortOrder), asc(procedures.name));
  return rows.map(({ note, savedAt, ...provider }) => ({
    provider: { ...provider, price: null },
    procedures: offers
      .filter((o) => o.providerId === provider.id)
      .map(({ providerId: _p, ...offer }) => offer),
    note,
    savedAt: savedAt.toISOString(),
    distanceMiles: distanceFrom(options.origin ?? null, provider),
  }));
}

export async function countSaved(db: Database, userId: string) {
  return db.$count(favorites, eq(favorites.userId, userId));
}

export async function savedProviderIds(db: Database, userId: string) {
  const rows = await db
    .select({ providerId: favorites.providerId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.providerId);
}

/** Saves (or re-saves) a provider; a note given replaces the old one, no note keeps it. */
export async function saveFavorite(db: Database, userId: string, providerId: number, note?: string) {
  const insert = db.insert(favorites).values({ userId, providerId, note: note ?? '' });
  if (note === undefined) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [favorites.userId, favorites.providerId], set: { note } });
}

const own = (userId: string, providerId: number) =>
  and(eq(favorites.userId, userId), eq(favorites.providerId, providerId));

/** Returns false when the user had not saved this provider. */
export async function updateFavoriteNote(db: Database, userId: string, providerId: number, note: string) {
  const rows = await db
    .update(favorites)
    .set({ note })
    .where(own(userId, providerId))
    .returning({ id: favorites.providerId });
  return rows.length > 0;
}

export async function deleteFavorite(db: Database, userId: string, providerId: number) {
  const rows = await db
    .delete(favorites)
    .where(own(userId, providerId))
    .returning({ id: favorites.providerId });
  return rows.length > 0;
}
