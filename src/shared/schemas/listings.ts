// Contracts of a practice listing: what a practice submits on /list-practice and how an admin decides on it.
import { z } from 'zod';
import { ADMIN_CHECKS } from '../provider-verification';
import {
  contactEmailSchema,
  formGuardSchema,
  optionalHttpUrlSchema,
  optionalPhoneSchema,
  PROCEDURE_IDS,
  personNameSchema,
} from './leads';

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
] as const;

export const PRACTICE_SPECIALTIES = [
  'Plastic Surgery',
  'Facial Plastic Surgery',
  'Oculoplastic Surgery',
  'Dermatology',
  'Cosmetic Dermatology',
  'Bariatric Surgery',
  'Aesthetic Medicine',
  'Medical Spa',
  'Weight Management',
  'Functional Medicine',
  'Integrative Medicine',
  'Nutrition',
] as const;

export const CREDENTIALS = ['MD', 'DO', 'NP', 'PA', 'RN', 'DDS', 'DMD', 'ND', 'RD', 'LE'] as const;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

export const licenseNumberSchema = z
  .string({ message: 'Enter the license number.' })
  .trim()
  .min(3, 'Enter the license number (at least 3 characters).')
  .max(40, 'A license number is at most 40 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/, 'Use only letters, digits, spaces, dots, hyphens and slashes.');

export const zipSchema = z
  .string({ message: 'Enter a 5-digit ZIP code.' })
  .trim()
  .max(10, 'Enter a 5-digit ZIP code.')
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.')
  .transform((v) => v.slice(0, 5));

export const stateSchema = z
  .string({ message: 'Choose a state.' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(US_STATES, { message: 'Choose a state.' }));

const nameSchema = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(50, 'Please keep names under 50 characters.')
    .regex(/^[\p{L}][\p{L} '-]*$/u, 'Use letters, spaces, hyphens and apostrophes only.');

const priceSchema = z.coerce
  .number({ message: 'Enter prices in whole dollars.' })
  .int('Enter prices in whole dollars.')
  .min(0, 'Prices cannot be negative.')
  .max(500_000, 'Prices above $500,000 are not accepted.');

/** A procedure the practice offers with its price range, as patients see it on the profile. */
export const procedurePriceSchema = z
  .object({
    procedureId: z.enum(PROCEDURE_IDS, { message: 'Choose procedures from the list.' }),
    priceMin: priceSchema,
    priceMax: priceSchema,
  })
  .refine((p) => p.priceMin <= p.priceMax, {
    message: 'The lowest price must not be above the highest.',
    path: ['priceMax'],
  });

export const procedurePricesSchema = z
  .array(procedurePriceSchema)
  .max(PROCEDURE_IDS.length)
  .refine((list) => new Set(list.map((p) => p.procedureId)).size === list.length, {
    message: 'Each procedure can be listed once.',
  });

export const listingInputSchema = z.object({
  practiceName: requiredText(
    'Enter the practice name.',
    120,
    'Please keep the practice name under 120 characters.',
  ),
  providerFirstName: nameSchema("Enter the lead provider's first name."),
  providerLastName: nameSchema("Enter the lead provider's last name."),
  credentials: z.enum(CREDENTIALS, { message: "Choose the lead provider's credentials." }),
  specialty: z.enum(PRACTICE_SPECIALTIES, { message: "Choose the practice's main specialty." }),
  procedures: procedurePricesSchema.min(1, 'Choose at least one procedure you offer.'),
  contactName: personNameSchema,
  email: contactEmailSchema,
  phone: optionalPhoneSchema,
  practiceWebsite: optionalHttpUrlSchema,
  addressLine: requiredText(
    'Enter the street address.',
    200,
    'Please keep the address under 200 characters.',
  ),
  city: requiredText('Enter the city.', 80, 'Please keep the city under 80 characters.'),
  state: stateSchema,
  zip: zipSchema,
  licenseNumber: licenseNumberSchema,
  boardName: z.string().trim().max(120, 'Please keep the board name under 120 characters.').optional(),
  notes: z.string().trim().max(2000, 'Please keep notes under 2,000 characters.').optional(),
  confirm: z.literal(true, {
    message: 'Please confirm the details are accurate and you may list this practice.',
  }),
});
export type ListingInput = z.input<typeof listingInputSchema>;

export const listingRequestSchema = listingInputSchema.and(formGuardSchema);

export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export const decisionListQuerySchema = z.object({
  status: z.enum(DECISION_STATUSES).optional().catch(undefined),
});

export const rejectInputSchema = z.object({
  reason: z
    .string({ message: 'Give a reason so the applicant knows what to fix.' })
    .trim()
    .min(5, 'Give a reason so the applicant knows what to fix (at least 5 characters).')
    .max(1000, 'Please keep the reason under 1,000 characters.'),
});

// Six decimals (about 10 cm) is all a map needs; it also keeps values the database cannot store (5e-323) out.
const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6;

const COORDINATES = 'Enter the latitude (-90 to 90) and longitude (-180 to 180) as numbers.';
const coordinate = (limit: number) =>
  z.number({ error: COORDINATES }).min(-limit, COORDINATES).max(limit, COORDINATES).transform(sixDecimals);

/**
 * What the admin approving a listing or a claim actually checked (ticked boxes). Only these are stored and shown;
 * approving with none publishes the profile without "Verified".
 */
export const adminChecksSchema = z
  .array(z.enum(ADMIN_CHECKS, { message: 'Choose what you checked from the list.' }), {
    message: 'Choose what you checked from the list.',
  })
  .max(ADMIN_CHECKS.length, 'Choose what you checked from the list.')
  .default([])
  .transform((checks) => [...new Set(checks)]);

export const NO_BOARD_TO_CHECK =
  'This listing names no board certification, so there is none to check. Untick the board check.';

export const approveListingInputSchema = z.object({
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  checks: adminChecksSchema,
});
export type ApproveListingInput = z.input<typeof approveListingInputSchema>;

export interface ListingItem {
  id: string;
  status: DecisionStatus;
  practiceName: string;
  providerName: string;
  credentials: string;
  specialty: string;
  procedures: { procedureId: string; priceMin: number; priceMax: number }[];
  contactName: string;
  email: string;
  phone: string | null;
  website: string | null;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  licenseNumber: string;
  boardName: string | null;
  notes: string | null;
  rejectionReason: string | null;
  providerId: number | null;
  submittedByAccount: boolean;
  createdAt: string;
  decidedAt: string | null;
}
