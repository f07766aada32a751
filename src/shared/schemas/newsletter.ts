// SPEC §5 newsletter: email required (empty or blank shows the same message), saved trimmed and lower-cased.
import { z } from 'zod';

import { NEWSLETTER_EMAIL_MESSAGE } from '../newsletter-messages';

export { NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_MESSAGES } from '../newsletter-messages';

export const newsletterEmailSchema = z
  .string({ message: NEWSLETTER_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, NEWSLETTER_EMAIL_MESSAGE)
  .max(254, NEWSLETTER_EMAIL_MESSAGE)
  .pipe(z.email({ message: NEWSLETTER_EMAIL_MESSAGE }));

export const newsletterInputSchema = z.object({
  email: newsletterEmailSchema,
  /** Honeypot: stays empty for people. */
  website: z.string().max(200).optional(),
  formToken: z.string().max(300).optional(),
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;
