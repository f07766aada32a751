// Contracts of TruLinkMD: a provider's single public link page for social bios.
import { z } from 'zod';
import type { ProviderVerification } from '../provider-verification';
import { httpUrlSchema, optionalHttpUrlSchema, PROCEDURE_IDS } from './leads';

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook', 'youtube', 'x', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

export const MAX_TRULINK_LINKS = 8;
export const MAX_HIGHLIGHTED_PROCEDURES = 6;

export const trulinkInputSchema = z.object({
  headline: z.string().trim().max(140, 'Please keep the headline under 140 characters.'),
  bookingUrl: optionalHttpUrlSchema,
  links: z
    .array(
      z.object({
        label: z
          .string()
          .trim()
          .min(1, 'Give each link a label.')
          .max(60, 'Please keep link labels under 60 characters.'),
        url: httpUrlSchema,
      }),
    )
    .max(MAX_TRULINK_LINKS, `Add up to ${MAX_TRULINK_LINKS} links.`),
  socials: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalHttpUrlSchema])) as Record<
      SocialNetwork,
      typeof optionalHttpUrlSchema
    >,
  ),
  highlightedProcedureIds: z
    .array(z.enum(PROCEDURE_IDS, { message: 'Choose procedures from the list.' }))
    .max(MAX_HIGHLIGHTED_PROCEDURES, `Highlight up to ${MAX_HIGHLIGHTED_PROCEDURES} procedures.`),
});
export type TrulinkInput = z.input<typeof trulinkInputSchema>;

export interface TrulinkPage {
  provider: {
    id: number;
    slug: string;
    displayName: string;
    credentials: string;
    specialty: string;
    /** Null when the practice has not given one (an unclaimed NPI registry record). */
    practiceName: string | null;
    city: string;
    state: string;
    verified: boolean;
    /** What TruSelf checked (src/shared/provider-verification.ts). */
    verification: ProviderVerification;
    boardCertified: boolean;
    ratingAvg: number;
    reviewCount: number;
    /** Null when not listed (an unclaimed NPI registry record). */
    acceptingNewPatients: boolean | null;
    photoUrl: string | null;
    source: string;
  };
  /** null until the owner builds the page; the public page then shows the basics from the profile. */
  page: {
    headline: string;
    bookingUrl: string | null;
    links: { label: string; url: string }[];
    socials: Partial<Record<SocialNetwork, string>>;
    highlightedProcedures: { id: string; name: string; priceMin: number | null; priceMax: number | null }[];
    updatedAt: string;
  } | null;
}
