// A consultation request from the provider profile: the rules the form and the server share.
import { z } from 'zod';
import { formatNumber } from '../format';

export const CONSULTATION_TIMINGS = ['asap', 'within_3_months', 'within_6_months', 'researching'] as const;
export const consultationTimingLabels: Record<(typeof CONSULTATION_TIMINGS)[number], string> = {
  asap: 'As soon as possible',
  within_3_months: 'Within 3 months',
  within_6_months: 'Within 6 months',
  researching: 'Just researching for now',
};

export const CONTACT_PREFERENCES = ['email', 'phone', 'text'] as const;
export const contactPreferenceLabels: Record<(typeof CONTACT_PREFERENCES)[number], string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

export const CONSULTATION_MESSAGE_MAX = 2000;

export const consultationMessages = {
  name: 'Please enter your name.',
  nameLong: 'Names can be at most 100 characters.',
  emailRequired: 'Email is required',
  emailLong: 'Email is too long',
  emailInvalid: 'Invalid email format',
  phone: 'Please enter a valid phone number (digits, spaces, +, -, parentheses), or leave it empty.',
  phoneNeeded: 'Please enter a phone number so the practice can call or text you.',
  procedureNotOffered: 'Please choose a procedure this practice offers, or "Not sure yet".',
  timing: 'Please tell the practice when you are hoping to be treated.',
  contactPreference: 'Please choose how the practice should contact you.',
  messageLong: `Messages can be at most ${formatNumber(CONSULTATION_MESSAGE_MAX)} characters.`,
  consent: 'Please tick the box to agree to share your details with the practice.',
  providerNotFound: 'We could not find that provider. They may have left the directory.',
  rateLimited: 'Too many consultation requests. Please try again later.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const consultationFormSchema = z
  .object({
    name: z
      .string({ error: consultationMessages.name })
      .trim()
      .min(1, consultationMessages.name)
      .max(100, consultationMessages.nameLong),
    email: z
      .string({ error: consultationMessages.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, consultationMessages.emailRequired)
      .max(254, consultationMessages.emailLong)
      .regex(EMAIL_PATTERN, consultationMessages.emailInvalid),
    phone: z
      .string()
      .trim()
      .max(30, consultationMessages.phone)
      .refine((v) => v === '' || /^\+?[0-9()\-.\s]{7,}$/.test(v), consultationMessages.phone)
      .default(''),
    /** '' means "Not sure yet": a general consultation. */
    procedureId: z.string().trim().max(80).default(''),
    timing: z.enum(CONSULTATION_TIMINGS, { error: consultationMessages.timing }),
    contactPreference: z.enum(CONTACT_PREFERENCES, { error: consultationMessages.contactPreference }),
    message: z.string().trim().max(CONSULTATION_MESSAGE_MAX, consultationMessages.messageLong).default(''),
    consent: z
      .boolean({ error: consultationMessages.consent })
      .refine((v) => v, consultationMessages.consent),
  })
  .refine((v) => v.contactPreference === 'email' || v.phone !== '', {
    message: consultationMessages.phoneNeeded,
    path: ['phone'],
  });
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** POST /api/leads/consultation: the form plus the provider and the anti-bot fields. */
export const consultationInputSchema = consultationFormSchema.and(
  z.object({
    providerId: z
      .number({ error: consultationMessages.providerNotFound })
      .int()
      .positive(consultationMessages.providerNotFound),
    formToken: z.string().max(500).optional(),
    website: z.string().max(500).optional(),
  }),
);
export type ConsultationInput = z.input<typeof consultationInputSchema>;

export interface ConsultationResponse {
  id: string;
  providerId: number;
  /** The practice's name, or the clinician's when the profile names no practice. */
  practiceName: string;
}
