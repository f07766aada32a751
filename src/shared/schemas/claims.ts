// Contracts of profile claims (/claim-profile) and of the practice an approved owner manages.
import { z } from 'zod';
import type { ProviderVerification } from '../provider-verification';
import { contactEmailSchema, optionalHttpUrlSchema, optionalPhoneSchema } from './leads';
import {
  adminChecksSchema,
  type DecisionStatus,
  licenseNumberSchema,
  procedurePricesSchema,
} from './listings';

export const CLAIM_MESSAGES = {
  owned:
    'This profile is already managed by its owner. If you work at this practice, ask them to contact us.',
  pending:
    'Someone has already claimed this profile and the claim is being reviewed. Please check back later.',
  yours: 'You already manage this profile.',
  notFound: 'We could not find that profile. Search the directory again.',
} as const;

export const claimInputSchema = z.object({
  providerId: z.coerce
    .number({ message: 'Choose your profile from the search results.' })
    .int()
    .positive('Choose your profile from the search results.'),
  workEmail: contactEmailSchema,
  licenseNumber: licenseNumberSchema,
  // Optional: matched against the NPI registry record of the profile (registry-match.ts).
  npi: z
    .string()
    .trim()
    .max(10, 'An NPI is 10 digits. Leave it empty if you do not know it.')
    .refine(
      (v) => v === '' || /^\d{10}$/.test(v),
      'An NPI is 10 digits. Leave it empty if you do not know it.',
    )
    .optional(),
  practicePhone: optionalPhoneSchema,
  message: z.string().trim().max(1000, 'Please keep the note under 1,000 characters.').default(''),
  confirm: z.literal(true, {
    message: 'Please confirm you are this provider or authorised to manage the profile.',
  }),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/** POST /api/admin/claims/:id/approve — what the admin checked; a matching NPI is added on its own. */
export const approveClaimInputSchema = z.object({ checks: adminChecksSchema });
export type ApproveClaimInput = z.input<typeof approveClaimInputSchema>;

export const NO_BOARD_ON_PROFILE =
  'This profile lists no board certification, so there is none to check. Untick the board check.';

/** The approve endpoint's refusal when nothing shows the claimant controls the practice. */
export const NO_PROOF_OF_CONTROL =
  'Nothing yet shows this person runs the practice. Approve only after one of these: their work email at the practice’s own domain is confirmed, their NPI and licence both match the records, or you called the practice at its number on record and they confirmed it (tick “Identity checked”).';

export interface ClaimEvidence {
  /** The practice's own web or email domain, when the directory knows one (never free mail or shared hosting). */
  practiceDomain: string | null;
  /** A domain on file that anyone can have an address or page at (gmail.com, wixsite.com): it proves nothing. */
  sharedDomain: string | null;
  /** null when there is nothing on file to compare with. */
  emailDomainMatches: boolean | null;
  /** The claimant opened the link mailed to the work address (until then the address is only what they typed). */
  workEmailConfirmed: boolean;
  licenseMatches: boolean | null;
  /** Against the profile's NPI registry record; null when the profile has none. */
  registry?: RegistryMatch | null;
  /**
   * What proves the claimant controls the practice. Approval needs one of these, or the admin's call to
   * `recordPhone` recorded as the identity check.
   */
  control: { ownDomainEmail: boolean; npiAndLicence: boolean };
  /** The practice's phone number on record (the registry's for imported profiles), to call. */
  recordPhone: string | null;
}

/** Each true/false compares what the claimant gave with the registry; null when there was nothing to compare. */
export interface RegistryMatch {
  npi: boolean | null;
  /** The registry's surname is in the claimant's account name. */
  name: boolean | null;
  firstName: boolean | null;
  phone: boolean | null;
}

export interface ClaimItem {
  id: string;
  status: DecisionStatus;
  providerId: number;
  providerName: string;
  practiceName: string | null;
  city: string;
  state: string;
  workEmail: string;
  licenseNumber: string;
  message: string;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** Admin view only. */
  claimantEmail?: string;
  evidence?: ClaimEvidence;
  /** Admin view only: the profile's board certification and the checks already recorded on it. */
  profile?: { boardCertified: boolean; boardName: string | null; verification: ProviderVerification };
}

/** Each language once (whatever its case), trimmed, the first spelling kept. */
function languageList(items: string[]) {
  const seen = new Map<string, string>();
  for (const item of items) {
    const name = item.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

export const practiceProfileInputSchema = z.object({
  bio: z.string().trim().max(3000, 'Please keep the bio under 3,000 characters.'),
  phone: optionalPhoneSchema,
  email: z
    .union([z.literal(''), contactEmailSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
  website: optionalHttpUrlSchema,
  yearsInPractice: z.coerce
    .number({ message: 'Enter years in practice as a number.' })
    .int('Enter whole years.')
    .min(0, 'Years in practice cannot be negative.')
    .max(70, 'Years in practice must be 70 or fewer.'),
  // Required: a claimed registry profile starts with none (the registry does not say), and saving the profile says.
  // The form's radio choices send 'yes' or 'no'.
  acceptingNewPatients: z
    .union([z.boolean(), z.enum(['yes', 'no'])], { error: 'Say whether you are accepting new patients.' })
    .transform((v) => v === true || v === 'yes'),
  // Empty: the profile names no practice ("Not listed") and books in the clinician's name.
  practiceName: z.string().trim().max(120, 'Please keep the practice name under 120 characters.').optional(),
  // Typed as a list ("English, Spanish"); empty: "Not listed".
  languages: z
    .union([
      z.string().max(600, 'Please keep the languages under 600 characters.'),
      z
        .array(z.string().max(40, 'Please keep each language under 40 characters.'))
        .max(12, 'Please list at most 12 languages.'),
    ])
    .transform((v) => languageList(Array.isArray(v) ? v : v.split(/[,;]/)))
    .pipe(
      z
        .array(z.string().max(40, 'Please keep each language under 40 characters.'))
        .max(12, 'Please list at most 12 languages.'),
    )
    .optional(),
});
export type PracticeProfileInput = z.input<typeof practiceProfileInputSchema>;

export const practiceProceduresInputSchema = z.object({ procedures: procedurePricesSchema });
export type PracticeProceduresInput = z.input<typeof practiceProceduresInputSchema>;

export interface PracticePhoto {
  id: string;
  url: string;
  caption: string;
  kind: string;
  procedureId: string | null;
}

export interface PracticeDetail {
  id: number;
  slug: string;
  displayName: string;
  credentials: string;
  specialty: string;
  practiceName: string | null;
  city: string;
  state: string;
  bio: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  yearsInPractice: number;
  /** Null until the practice says (a claimed NPI registry record starts with none). */
  acceptingNewPatients: boolean | null;
  languages: string[];
  verified: boolean;
  verification: ProviderVerification;
  procedures: { procedureId: string; name: string; priceMin: number; priceMax: number }[];
  photos: PracticePhoto[];
  newLeadCount: number;
}
