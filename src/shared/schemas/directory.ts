// Contracts of the directory's guide, category, location and article endpoints: the query schemas both sides
// validate with, and the response shapes the client renders.
import { z } from 'zod';
import type { ProviderVerification } from '../provider-verification';
import type {
  Article,
  CategoryConcern,
  Concern,
  ContentCategoryId,
  PriceUnit,
  ProcedureGuide,
  SurgeonFee,
} from './content';
import type { PlaceFigures } from './reported-costs';
import { contentCategoryIdSchema } from './content';

export const articleListQuerySchema = z.object({
  procedure: z
    .string()
    .trim()
    .max(80, 'That procedure name is too long.')
    .regex(/^[a-z0-9-]*$/i, 'Choose a procedure from the list.')
    .optional(),
  category: contentCategoryIdSchema.optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** Prices listed by providers on TruSelf for one procedure (national or within a metro). */
export interface PriceStats {
  providerCount: number;
  min: number;
  median: number;
  max: number;
}

export interface ProcedureSummary {
  id: string;
  name: string;
  shortName: string;
  summary: string;
  categoryId: ContentCategoryId;
  concerns: Concern[];
  typicalCost: { min: number; max: number; unit: PriceUnit };
  providerCount: number;
  /**
   * Registry clinicians of the specialties that usually perform it who do not list it (not confirmed by the
   * practice; src/shared/procedure-specialties.ts), apart from providerCount.
   */
  usualCount: number;
}

export interface CategorySummary {
  id: ContentCategoryId;
  name: string;
  description: string;
  concerns: CategoryConcern[];
}

export interface ProcedureCatalogueResponse {
  categories: (CategorySummary & { procedures: ProcedureSummary[] })[];
}

export interface ArticleSummary {
  id: string;
  title: string;
  summary: string;
  categoryId: ContentCategoryId;
  readingMinutes: number;
  publishedAt: string;
}

/** A provider as listed beside a guide or a metro: enough to compare and click through. */
export interface ProviderCard {
  id: number;
  displayName: string;
  credentials: string;
  specialty: string;
  /** Null when the practice has not given one (an unclaimed NPI registry record): name no practice then. */
  practiceName: string | null;
  city: string;
  state: string;
  boardCertified: boolean;
  verified: boolean;
  /** What TruSelf checked (src/shared/provider-verification.ts). */
  verification: ProviderVerification;
  /** Null when not listed (an unclaimed NPI registry record: the registry does not say; only the practice can). */
  acceptingNewPatients: boolean | null;
  ratingAvg: number;
  reviewCount: number;
  /** 'sample' rows are generated demo data and must be labelled as such. */
  source: string;
  /** The provider's listed price for the procedure in context, when there is one. */
  price: { min: number; max: number } | null;
  /** A registry clinician who does not list the procedure in context but whose specialty usually offers it. */
  usualOffer?: { label: string };
}

export interface ProcedureDetailResponse {
  guide: ProcedureGuide;
  category: { id: ContentCategoryId; name: string };
  priceStats: PriceStats | null;
  /** What TruSelf reviewers paid and how many said Worth It: nationally, and in the metros with most reports. */
  reported: { national: PlaceFigures; places: ReportedPlace[] };
  topProviders: ProviderCard[];
  /**
   * Registry clinicians who usually offer it (not confirmed by the practice): how many, what they are, the best
   * rated few, and the sources that name their specialties. Null when no imported specialty typically does.
   */
  usual: {
    count: number;
    practitioners: string[];
    topProviders: ProviderCard[];
    sources: { publisher: string; title: string; url: string }[];
  } | null;
  articles: ArticleSummary[];
  /** Names of the guides this one links to (alternatives), so links read well. */
  linkedProcedures: Record<string, string>;
}

export interface ProcedureCategoryResponse {
  category: CategorySummary;
  procedures: ProcedureSummary[];
  articles: ArticleSummary[];
}

export interface LocationSummary {
  id: string;
  city: string;
  state: string;
  stateName: string;
  providerCount: number;
}

export interface LocationListResponse {
  locations: LocationSummary[];
}

export interface ReportedPlace {
  locationId: string;
  city: string;
  state: string;
  figures: PlaceFigures;
}

export interface LocalProcedure {
  id: string;
  name: string;
  categoryId: ContentCategoryId;
  price: PriceStats;
  /** What reviewers in this metro paid, and the guide's sourced national surgeon fee beside it. */
  reported: PlaceFigures;
  surgeonFee: SurgeonFee | null;
}

export interface LocationDetailResponse {
  location: LocationSummary & { latitude: number; longitude: number };
  topProviders: ProviderCard[];
  popularProcedures: LocalProcedure[];
  /** Procedures registry clinicians here usually offer, by how many (not confirmed by the practice), most first. */
  usualProcedures: { id: string; name: string; count: number }[];
  nearby: (LocationSummary & { distanceMiles: number })[];
}

export interface ArticleListResponse {
  articles: ArticleSummary[];
}

export interface ArticleDetailResponse {
  article: Article;
  category: { id: ContentCategoryId; name: string };
  procedures: { id: string; name: string; summary: string }[];
  moreArticles: ArticleSummary[];
}
