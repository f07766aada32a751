// The provider search's choices (specialties, radius, minimum rating), without the validation library: the
// search page's filters show them, and src/shared/schemas/search.ts checks a query against them.
export const SPECIALTIES = [
  'Plastic Surgery',
  'Facial Plastic Surgery',
  'Dermatology',
  'Bariatric Surgery',
  'Medical Spa',
  'Obesity Medicine',
  'Integrative Medicine',
  'Nutrition & Wellness',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const RADIUS_OPTIONS = [5, 10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 25;
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;
