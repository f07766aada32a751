// Contract of the provider search (/find-doctors and GET /api/search/providers): the query both sides validate
// with, and the result shapes the client renders.
import { z } from 'zod';
import type { ProviderVerification } from '../provider-verification';
import { SPECIALTIES, type Specialty } from '../search-options';

// The search form's choices, which carry no validation: the search page's filters import them from there.
export {
  DEFAULT_RADIUS,
  MIN_RATING_OPTIONS,
  RADIUS_OPTIONS,
  SPECIALTIES,
  type Specialty,
} from '../search-options';

export const SORTS = ['relevance', 'distance', 'rating', 'reviews'] as const;
export type SearchSort = (typeof SORTS)[number];

export const MAX_RADIUS = 250;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

// URL values arrive as strings; an empty value means "not set" so half-filled links still work.
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : Number(v)), schema.optional());

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const providerSearchQuerySchema = z
  .object({
    procedure: optionalText(80, 'That procedure name is too long. Please pick one from the list.'),
    provider: optionalText(80, 'That provider name is too long. Please shorten it.'),
    location: optionalText(100, 'That location is too long. Try a city and state, or a ZIP code.'),
    searchType: z
      .enum(['procedure', 'provider', ''], { message: 'Search type must be procedure or provider.' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    lat: optionalNumber(
      z
        .number({ message: 'Latitude must be a number.' })
        .min(-90, 'Latitude must be between -90 and 90.')
        .max(90, 'Latitude must be between -90 and 90.'),
    ),
    lng: optionalNumber(
      z
        .number({ message: 'Longitude must be a number.' })
        .min(-180, 'Longitude must be between -180 and 180.')
        .max(180, 'Longitude must be between -180 and 180.'),
    ),
    radius: optionalNumber(
      z
        .number({ message: 'Radius must be a number of miles.' })
        .positive('Radius must be more than 0 miles.')
        .max(MAX_RADIUS, `Radius can be at most ${MAX_RADIUS} miles.`),
    ),
    specialty: z
      .enum([...SPECIALTIES, ''], { message: 'Please choose a specialty from the list.' })
      .optional()
      .transform((v) => (v ? (v as Specialty) : undefined)),
    minRating: optionalNumber(
      z
        .number({ message: 'Minimum rating must be a number.' })
        .min(0, 'Minimum rating must be between 0 and 5.')
        .max(5, 'Minimum rating must be between 0 and 5.'),
    ),
    verified: flag,
    accepting: flag,
    /** Only providers who list the searched procedure themselves, not registry clinicians who usually offer it. */
    confirmed: flag,
    sort: z
      .enum([...SORTS, ''], { message: 'Sort by relevance, distance, rating or reviews.' })
      .optional()
      .transform((v) => (v ? (v as SearchSort) : 'relevance')),
    page: optionalNumber(
      z
        .number({ message: 'Page must be a whole number.' })
        .int('Page must be a whole number.')
        .min(1, 'Page numbers start at 1.')
        .max(1_000_000_000, 'That page number is too large.'),
    ).transform((v) => v ?? 1),
    pageSize: optionalNumber(
      z
        .number({ message: 'Page size must be a whole number.' })
        .int('Page size must be a whole number.')
        .min(1, 'Page size must be at least 1.')
        .max(MAX_PAGE_SIZE, `Page size can be at most ${MAX_PAGE_SIZE}.`),
    ).transform((v) => v ?? DEFAULT_PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lat'],
        message: 'Send both latitude and longitude, or neither.',
      });
    }
  });
export type ProviderSearchQuery = z.infer<typeof providerSearchQuerySchema>;
export type ProviderSearchParams = z.input<typeof providerSearchQuerySchema>;

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().max(80, 'Please type at most 80 characters.').default(''),
});

export interface PriceRange {
  procedureId: string;
  procedureName: string;
  min: number;
  max: number;
}

/** One provider in search results: enough to compare and decide whom to open. */
export interface ProviderSearchCard {
  id: number;
  slug: string;
  displayName: string;
  credentials: string;
  specialty: string;
  boardCertified: boolean;
  boardName: string | null;
  /** At least one check was made; `verification` says which and when (src/shared/provider-verification.ts). */
  verified: boolean;
  verification: ProviderVerification;
  /** Null when the practice has not given one (an unclaimed NPI registry record): name no practice then. */
  practiceName: string | null;
  city: string;
  state: string;
  /** Where the results map puts the provider's marker. */
  latitude: number;
  longitude: number;
  /** Miles from the searched point; null when the search had no point (name or state searches). */
  distanceMiles: number | null;
  ratingAvg: number;
  reviewCount: number;
  /** Null when not listed: an unclaimed registry record (the NPI registry does not say; only the practice can). */
  acceptingNewPatients: boolean | null;
  /** Empty when not listed: an unclaimed registry record names no languages. */
  languages: string[];
  yearsInPractice: number;
  photoUrl: string | null;
  /** The provider's listed range for the searched procedure. */
  price: PriceRange | null;
  /** A few offered procedures with ranges, when no procedure was searched. */
  procedures: PriceRange[];
  /** 'sample' (generated), 'import', 'registry' (NPI registry, unclaimed), 'listing' or 'claim'. */
  source: string;
  /**
   * Set when the provider does not list the searched procedure but is a registry clinician whose specialty usually
   * performs it: the label says so ("Dermatologist — usually offers Botox; not confirmed by the practice").
   */
  usualOffer: { label: string } | null;
}

export interface ResolvedLocation {
  label: string;
  lat: number | null;
  lng: number | null;
  /** Miles; null for a whole-state search. */
  radius: number | null;
  kind: 'zip' | 'city' | 'state' | 'position';
}

export interface NearbyLocation {
  id: string;
  label: string;
  distanceMiles: number;
  count: number;
}

export interface ProviderSearchResponse {
  results: ProviderSearchCard[];
  /** Matches, counted up to 1,000; with totalCapped there are more than that. */
  total: number;
  totalCapped: boolean;
  /**
   * A procedure search's matches that list the procedure (they come first); the rest of `total` are registry
   * clinicians who usually offer it (ProviderSearchCard.usualOffer).
   */
  confirmedTotal?: number;
  page: number;
  pageSize: number;
  resolved: {
    procedure?: { id: string; name: string };
    location?: ResolvedLocation;
    provider?: string;
  };
  /** Set when part of the query could not be used, e.g. an unknown procedure name. */
  notice?: string;
  suggestions?: {
    nearbyLocations: NearbyLocation[];
    widerRadius?: number;
    procedures?: { id: string; name: string }[];
    /** Nobody within the radius: the nearest providers matching everything else, with their distances. */
    nearestProviders?: ProviderSearchCard[];
  };
}

/** Places starting with what was typed in the location box, biggest first (GET /api/search/places). */
export interface PlaceSuggestionsResponse {
  /** `value` is what goes in the box ("33139", "Pasadena, CA"); `label` what the list shows. */
  places: { value: string; label: string; kind: 'zip' | 'city' | 'state' }[];
}

export interface AutocompleteResponse {
  procedures: { categoryId: string; categoryName: string; items: { id: string; name: string }[] }[];
  providers: { id: number; displayName: string; specialty: string; city: string; state: string }[];
}
