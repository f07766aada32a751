// The home page's featured providers panel (GET /api/providers/featured).
export interface FeaturedProvider {
  id: number;
  displayName: string;
  credentials: string;
  specialty: string;
  practiceName: string;
  city: string;
  state: string;
  ratingAvg: number;
  reviewCount: number;
  verified: boolean;
  boardCertified: boolean;
  source: string;
  /** Generated sample data is labelled as such in the UI. */
  isSample: boolean;
}
