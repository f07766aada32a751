// The /contact-us form: what the visitor writes, checked the same way in the browser and on the server.
import { z } from 'zod';

export const CONTACT_TOPICS = [
  { value: 'general', label: 'General question' },
  { value: 'account', label: 'My account or data' },
  { value: 'provider', label: 'I am a provider' },
  { value: 'feedback', label: 'Feedback or a problem on the site' },
] as const;

export const contactInputSchema = z.object({
  name: z
    .string({ message: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string({ message: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(254, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email address so we can reply.' })),
  topic: z.enum(['general', 'account', 'provider', 'feedback'], {
    message: 'Please choose what your message is about.',
  }),
  message: z
    .string({ message: 'Please write your message.' })
    .trim()
    .min(10, 'Please write at least 10 characters so we can help.')
    .max(4000, 'Please keep your message under 4,000 characters.'),
  website: z.string().max(200).optional(),
  formToken: z.string().max(300).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
