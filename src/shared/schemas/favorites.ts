// Saved providers: the note rule the favorites page and the server share, and the saved-provider DTO.
import { z } from 'zod';
import type { ProviderCard } from './directory';
import { formatNumber } from '../format';

export const FAVORITE_NOTE_MAX = 1000;

export const favoriteMessages = {
  noteLong: `Notes can be at most ${formatNumber(FAVORITE_NOTE_MAX)} characters.`,
  notSaved: 'This provider is not in your saved list.',
  providerNotFound: 'We could not find that provider.',
  signIn: 'Please sign in to save providers.',
} as const;

export const favoriteNoteSchema = z.object({
  note: z
    .string({ error: favoriteMessages.noteLong })
    .trim()
    .max(FAVORITE_NOTE_MAX, favoriteMessages.noteLong),
});
export type FavoriteNoteInput = z.infer<typeof favoriteNoteSchema>;

/** PUT /api/favorites/:providerId may carry a note; an empty body saves without one. */
export const saveFavoriteInputSchema = favoriteNoteSchema.partial();

export interface SavedProcedurePrice {
  id: string;
  name: string;
  priceMin: number;
  priceMax: number;
}

export interface SavedProvider {
  provider: ProviderCard & {
    boardName: string | null;
    yearsInPractice: number;
    languages: string[];
    latitude: number;
    longitude: number;
  };
  procedures: SavedProcedurePrice[];
  note: string;
  savedAt: string;
  /** Miles from the place given with ?near= or ?lat=&lng=, else null. */
  distanceMiles: number | null;
}

export interface FavoritesResponse {
  favorites: SavedProvider[];
  /** The resolved place distances are measured from, e.g. "Miami, FL". */
  distanceFrom: string | null;
}

export interface FavoriteIdsResponse {
  providerIds: number[];
}
