// SPEC §5/§8 newsletter messages, apart from the schema (schemas/newsletter.ts) so that a page can say them without
// loading the validation library: the home page's server-rendered form does (newsletter-signup.tsx).
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
