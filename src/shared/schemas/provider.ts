// The provider profile: query rules (distance origin, review paging) and the response the profile page renders.
import { z } from 'zod';
import type { ProviderVerification } from '../provider-verification';
import type { PlaceFigures } from './reported-costs';
import type { ReviewDto } from './reviews';

export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_MAX_PAGE = 1000;
export const PHOTOS_PAGE_SIZE = 24;

export const providerMessages = {
  notFound: 'We could not find that provider. They may have left the directory.',
  latLng: 'Send both lat and lng, or neither.',
  lat: 'Latitude must be a number between -90 and 90.',
  lng: 'Longitude must be a number between -180 and 180.',
  near: 'Locations can be at most 100 characters.',
  page: `Page must be a whole number from 1 to ${REVIEWS_MAX_PAGE}.`,
  sort: 'Sort reviews by recent, highest or lowest.',
  procedure: 'Choose a procedure from the list.',
} as const;

/** Where distances are measured from: the browser's position (lat/lng) or a typed place (?near=). */
export const distanceOriginSchema = z
  .object({
    lat: z.coerce
      .number({ error: providerMessages.lat })
      .min(-90, providerMessages.lat)
      .max(90, providerMessages.lat)
      .optional(),
    lng: z.coerce
      .number({ error: providerMessages.lng })
      .min(-180, providerMessages.lng)
      .max(180, providerMessages.lng)
      .optional(),
    near: z.string().trim().max(100, providerMessages.near).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: providerMessages.latLng,
    path: ['lat'],
  });
export type DistanceOrigin = z.infer<typeof distanceOriginSchema>;

export const REVIEW_SORTS = ['recent', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const page = z.coerce
  .number({ error: providerMessages.page })
  .int(providerMessages.page)
  .min(1, providerMessages.page)
  .max(REVIEWS_MAX_PAGE, providerMessages.page)
  .default(1);

export const providerReviewsQuerySchema = z.object({
  page,
  sort: z.enum(REVIEW_SORTS, { error: providerMessages.sort }).default('recent'),
  procedure: z
    .string()
    .trim()
    .max(80, providerMessages.procedure)
    .regex(/^[a-z0-9-]*$/, providerMessages.procedure)
    .optional()
    .transform((v) => v || undefined),
});
export type ProviderReviewsQuery = z.infer<typeof providerReviewsQuerySchema>;

export const providerPhotosQuerySchema = z.object({
  provider: z.coerce
    .number({ error: providerMessages.notFound })
    .int()
    .positive(providerMessages.notFound)
    .optional(),
  page,
});

/**
 * sample = generated demo data; imported = provider CSV import; registry = the NPPES NPI registry; listed = an
 * approved listing; claimed = owner-managed.
 */
export type DataSourceKind = 'sample' | 'imported' | 'registry' | 'listed' | 'claimed';

export interface DataSource {
  kind: DataSourceKind;
  label: string;
  /** One plain sentence on what the label means for the patient. */
  description: string;
}

export interface ProviderDetail {
  id: number;
  slug: string;
  displayName: string;
  firstName: string;
  lastName: string;
  credentials: string;
  specialty: string;
  boardCertified: boolean;
  boardName: string | null;
  /** At least one check was made (derived from `verification`). */
  verified: boolean;
  /** What TruSelf checked and when; say it with src/shared/provider-verification.ts. */
  verification: ProviderVerification;
  /** Null when the practice has not given one (an unclaimed NPI registry record): name no practice then. */
  practiceName: string | null;
  bio: string;
  phone: string | null;
  website: string | null;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  locationId: string | null;
  latitude: number;
  longitude: number;
  yearsInPractice: number;
  /** Empty when not listed (an unclaimed NPI registry record names none). */
  languages: string[];
  /** Null when not listed (an unclaimed NPI registry record: the registry does not say; only the practice can). */
  acceptingNewPatients: boolean | null;
  ratingAvg: number;
  reviewCount: number;
  featured: boolean;
}

export interface ProviderProcedureOffer {
  id: string;
  name: string;
  categoryId: string;
  priceMin: number;
  priceMax: number;
}

export interface ProviderPhotoDto {
  id: string;
  url: string;
  caption: string;
  kind: string;
  procedureId: string | null;
  procedureName: string | null;
}

export interface RatingBreakdownRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
}

/** Computed from the visible review rows, so the bars always add up to the count shown. */
export interface ReviewSummary {
  count: number;
  average: number;
  /** 5 stars first. */
  breakdown: RatingBreakdownRow[];
  worthIt: { worthIt: number; notSure: number; notWorthIt: number };
  /** Share of reviews saying Worth It, 0–100, or null without reviews. */
  worthItPercent: number | null;
}

export interface ReviewPage {
  reviews: ReviewDto[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  sort: ReviewSort;
  procedure: string | null;
}

/** Profile facts only the practice can give: the NPI registry says none of them. */
export type PracticeFact = 'acceptingNewPatients' | 'languages' | 'practiceName';

export interface ProviderProfileResponse {
  provider: ProviderDetail;
  dataSource: DataSource;
  /**
   * Facts the profile's data does not really hold (an unclaimed registry record's defaults and the clinician's own
   * name standing for the practice): the page shows "Not listed" and asks the practice to claim the profile.
   */
  notListed: PracticeFact[];
  procedures: ProviderProcedureOffer[];
  photos: ProviderPhotoDto[];
  photoCount: number;
  reviewSummary: ReviewSummary;
  /** What reviewers of this provider paid, per procedure with enough reports to show. */
  reportedCosts: { procedureId: string; name: string; figures: PlaceFigures }[];
  reviews: ReviewPage;
  /** The signed-in patient's own reviews of this provider (including hidden ones), so the page offers Edit. */
  myReviews: ReviewDto[];
  distanceMiles: number | null;
  /** The place the distance is measured from, e.g. "Miami, FL" or "your location". */
  distanceFrom: string | null;
  saved: boolean;
}

export interface GalleryPhoto extends ProviderPhotoDto {
  providerId: number;
  providerName: string;
  practiceName: string | null;
}

export interface ProviderPhotosResponse {
  provider: { id: number; displayName: string; practiceName: string | null; source: string } | null;
  photos: GalleryPhoto[];
  page: number;
  totalPages: number;
  total: number;
}
