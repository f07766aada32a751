// SPEC §5 newsletter: email required (empty or blank shows the same message), saved trimmed and lower-cased.
import { z } from 'zod';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';
export const NEWSLETTER_MESSAGES = {
  success: { title: 'Success!', description: 'Thank you for subscribing to our newsletter.' },
  // Double opt-in: new and existing addresses get the same answer (no way to learn who subscribes), and the
  // subscription starts only when the link mailed to the address is opened.
  checkInbox: 'Please open the link we emailed you to confirm.',
  confirmed: 'Your newsletter subscription is confirmed.',
  unsubscribed: 'You are unsubscribed from the TruSelf newsletter.',
  invalidLink: 'This newsletter link is not valid or has expired.',
  failure: 'Failed to subscribe. Please try again.',
} as const;

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
