// The home page's featured providers panel (GET /api/providers/featured).
import type { ProviderVerification } from '../provider-verification';

export interface FeaturedProvider {
  id: number;
  displayName: string;
  credentials: string;
  specialty: string;
  practiceName: string | null;
  city: string;
  state: string;
  ratingAvg: number;
  reviewCount: number;
  verified: boolean;
  /** What TruSelf checked (src/shared/provider-verification.ts). */
  verification: ProviderVerification;
  boardCertified: boolean;
  source: string;
  /** Generated sample data is labelled as such in the UI. */
  isSample: boolean;
}
