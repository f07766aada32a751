// Patient reviews: the rules the review form and the server share, and the DTOs the API returns.
import { z } from 'zod';
import { formatNumber } from '../format';
import { checkCostFields, costFields, type ReviewCostDto } from './reported-costs';
import { WORTH_IT_VALUES, type WorthIt } from '../review-labels';

// A review's Worth It choices, which carry no validation: review cards import them from there.
export { WORTH_IT_VALUES, type WorthIt, worthItLabels } from '../review-labels';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 30;
export const REVIEW_BODY_MAX = 5000;
// 20 years: older treatments say little about a provider today (and 600 months, 50 years, was accepted).
export const MONTHS_SINCE_TREATMENT_MAX = 240;

export const reviewMessages = {
  rating: 'Please choose a star rating from 1 to 5.',
  worthIt: 'Please tell us whether it was worth it.',
  procedure: 'Please choose the procedure you had.',
  procedureNotOffered: 'Please choose a procedure this provider offers.',
  titleShort: 'Please give your review a short title.',
  titleLong: `Titles can be at most ${REVIEW_TITLE_MAX} characters.`,
  bodyShort: `Please write at least ${REVIEW_BODY_MIN} characters about your experience.`,
  bodyLong: `Reviews can be at most ${formatNumber(REVIEW_BODY_MAX)} characters.`,
  months: 'Please enter how many months ago you were treated (0 if less than a month).',
  monthsRange: `Please enter a number of months between 0 and ${MONTHS_SINCE_TREATMENT_MAX}.`,
  duplicate: 'You have already reviewed this provider. You can edit your review instead.',
  unverified: 'Please verify your email before writing a review.',
  signIn: 'Please sign in to write a review.',
  notFound: 'We could not find that review.',
  rateLimited: 'Too many reviews in a short time. Please try again later.',
} as const;

const rating = z
  .number({ error: reviewMessages.rating })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

const worthIt = z.enum(WORTH_IT_VALUES, { error: reviewMessages.worthIt });

const title = z
  .string({ error: reviewMessages.titleShort })
  .trim()
  .min(3, reviewMessages.titleShort)
  .max(REVIEW_TITLE_MAX, reviewMessages.titleLong);

const body = z
  .string({ error: reviewMessages.bodyShort })
  .trim()
  .min(REVIEW_BODY_MIN, reviewMessages.bodyShort)
  .max(REVIEW_BODY_MAX, reviewMessages.bodyLong);

const monthsSinceTreatment = z
  .number({ error: reviewMessages.months })
  .int(reviewMessages.months)
  .min(0, reviewMessages.monthsRange)
  .max(MONTHS_SINCE_TREATMENT_MAX, reviewMessages.monthsRange);

const procedureId = z
  .string({ error: reviewMessages.procedure })
  .trim()
  .min(1, reviewMessages.procedure)
  .max(80);

const reviewFields = { rating, worthIt, procedureId, title, body, monthsSinceTreatment, ...costFields };

/** The review form: what the patient fills in, with what they paid if they want to say. */
export const reviewFormSchema = z.object(reviewFields).superRefine(checkCostFields);
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

/** POST /api/reviews */
export const createReviewInputSchema = z
  .object({
    ...reviewFields,
    providerId: z
      .number({ error: 'Choose a provider to review.' })
      .int()
      .positive('Choose a provider to review.'),
  })
  .superRefine(checkCostFields);
export type CreateReviewInput = z.infer<typeof createReviewInputSchema>;

/** PATCH /api/reviews/:id — the procedure stays what the review was written about. */
const { procedureId: _procedure, ...updateFields } = reviewFields;
export const updateReviewInputSchema = z.object(updateFields).superRefine(checkCostFields);
export type UpdateReviewInput = z.infer<typeof updateReviewInputSchema>;

/** PATCH /api/admin/reviews/:id */
export const moderateReviewInputSchema = z.object({
  hidden: z.boolean({ error: 'Say whether the review should be hidden (true) or shown (false).' }),
});

/** How a review's author was checked, shown on every review. */
export type ReviewVerification = 'verified_email' | 'sample' | 'imported';

export const reviewVerificationLabels: Record<ReviewVerification, string> = {
  verified_email: 'Verified email',
  sample: 'Sample review',
  imported: 'Imported review',
};

export interface ReviewDto {
  id: string;
  providerId: number;
  authorName: string;
  procedureId: string | null;
  procedureName: string | null;
  rating: number;
  worthIt: WorthIt;
  title: string;
  body: string;
  monthsSinceTreatment: number | null;
  /** What the patient said they paid, when they said. */
  cost: ReviewCostDto | null;
  verification: ReviewVerification;
  verificationLabel: string;
  /** Only the author (and admins) ever see hidden reviews. */
  hidden: boolean;
  isMine: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewMutationResponse {
  review: ReviewDto;
  provider: { id: number; ratingAvg: number; reviewCount: number };
}
