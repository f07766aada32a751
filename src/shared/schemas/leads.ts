// Contracts of patient leads (lead form, patient contact) and the fields every provider-side form shares.
import { z } from 'zod';
import { ALL_PROCEDURES } from '../catalogue';

export const PROCEDURE_IDS = ALL_PROCEDURES.map((p) => p.id) as [string, ...string[]];

// SPEC §5 wording for the email field.
export const contactEmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'Invalid email format');

export const personNameSchema = z
  .string({ message: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(100, 'Please keep the name under 100 characters.');

/** Optional phone: blank, or 7 to 15 digits with the usual separators. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Enter a phone number with 7 to 15 digits.')
  .refine(
    (v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, ''))),
    'Enter a phone number with 7 to 15 digits.',
  )
  .optional()
  .transform((v) => (v ? v : undefined));

/** A web address that browsers open safely: http(s) only, so javascript: and data: links can never be stored. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500, 'That web address is too long.')
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter a full web address starting with https://');

export const optionalHttpUrlSchema = z
  .union([z.literal(''), httpUrlSchema])
  .optional()
  .transform((v) => (v ? v : undefined));

/** Anti-bot fields every public form sends beside its data (checked by the server, never stored). */
// Generous caps: a bot filling the honeypot with a long text still meets "Access denied.", not a field message.
export const formGuardSchema = z.object({
  formToken: z.string().max(2000).optional(),
  website: z.string().max(10_000).optional(),
});

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
};

export const LEAD_KINDS = ['consultation', 'lead_form', 'patient_contact', 'contact_us'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  consultation: 'Consultation request',
  lead_form: 'Lead form',
  patient_contact: 'Patient contact',
  contact_us: 'Contact us',
};

export const LEAD_TIMINGS = ['asap', '1-3-months', '3-6-months', '6-plus-months', 'researching'] as const;
export const LEAD_TIMING_LABELS: Record<(typeof LEAD_TIMINGS)[number], string> = {
  asap: 'As soon as possible',
  '1-3-months': 'In 1 to 3 months',
  '3-6-months': 'In 3 to 6 months',
  '6-plus-months': 'In 6 months or more',
  researching: 'Just researching',
};

export const CONTACT_PREFERENCES = ['email', 'phone', 'text'] as const;
export const CONTACT_PREFERENCE_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

export const CONSENT_MESSAGE = 'Please agree to share your request with this practice.';

export const leadInputSchema = z
  .object({
    kind: z.enum(['lead_form', 'patient_contact'], { message: 'Unknown request type.' }),
    providerId: z.coerce
      .number({ message: 'Choose the practice you want to contact.' })
      .int('Choose the practice you want to contact.')
      .positive('Choose the practice you want to contact.'),
    name: personNameSchema,
    email: contactEmailSchema,
    phone: optionalPhoneSchema,
    procedureId: z
      .union([z.literal(''), z.enum(PROCEDURE_IDS, { message: 'Choose a procedure from the list.' })])
      .optional()
      .transform((v) => (v ? v : undefined)),
    timing: z.enum(LEAD_TIMINGS, { message: 'Tell the practice when you are hoping to have treatment.' }),
    contactPreference: z.enum(CONTACT_PREFERENCES, {
      message: 'Choose how the practice should contact you.',
    }),
    message: z.string().trim().max(2000, 'Please keep your message under 2,000 characters.').default(''),
    consent: z.boolean({ message: CONSENT_MESSAGE }),
  })
  // Cross-field rules run together so the form shows every problem at once.
  .superRefine((v, ctx) => {
    if (!v.consent) ctx.addIssue({ code: 'custom', path: ['consent'], message: CONSENT_MESSAGE });
    if (v.contactPreference !== 'email' && !v.phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Add a phone number so the practice can call or text you.',
      });
    }
    if (v.kind === 'lead_form' && !v.procedureId) {
      ctx.addIssue({
        code: 'custom',
        path: ['procedureId'],
        message: 'Choose the procedure you are interested in.',
      });
    }
  });
export type LeadInput = z.input<typeof leadInputSchema>;

export const leadRequestSchema = leadInputSchema.and(formGuardSchema);

export const leadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: 'Choose a status: new, contacted, booked or closed.' }),
});

export const leadListQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  kind: z.enum(LEAD_KINDS).optional().catch(undefined),
  providerId: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
  from: z.iso.date({ message: 'Use a date like 2025-01-31.' }).optional(),
  to: z.iso.date({ message: 'Use a date like 2025-01-31.' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const providerLookupQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 letters of the name or practice.')
    .max(100, 'That search is too long.'),
});

export interface LeadItem {
  id: string;
  kind: LeadKind;
  providerId: number | null;
  providerName: string | null;
  name: string;
  email: string;
  phone: string | null;
  procedureId: string | null;
  procedureName: string | null;
  timing: string | null;
  contactPreference: string | null;
  message: string;
  consent: boolean;
  status: LeadStatus;
  firstResponseAt: string | null;
  createdAt: string;
}

export interface LeadList {
  leads: LeadItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ResponseTimeRow {
  providerId: number;
  providerName: string;
  leads: number;
  responded: number;
  /** Median minutes from a lead arriving to its first status change; null until one is answered. */
  medianMinutes: number | null;
}

export interface ProviderLookupItem {
  id: number;
  slug: string;
  displayName: string;
  credentials: string;
  specialty: string;
  practiceName: string | null;
  city: string;
  state: string;
  /** available: nobody manages it; pending: a claim is being reviewed; owned: managed by its owner; yours: by you. */
  claimStatus: 'available' | 'pending' | 'owned' | 'yours';
}

export interface ProviderSummary {
  id: number;
  slug: string;
  displayName: string;
  /** Null when the practice has not given one (an unclaimed NPI registry record): name no practice then. */
  practiceName: string | null;
  specialty: string;
  city: string;
  state: string;
  /** Null when not listed (an unclaimed NPI registry record: the registry does not say; only the practice can). */
  acceptingNewPatients: boolean | null;
}
