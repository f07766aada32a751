// SPEC §5 account rules, used by the forms (zod resolver) and by the server (`jsonInput`): one contract.
import { z } from 'zod';
import { isDisposableDomain } from './auth-disposable-domains';

export const MESSAGES = {
  signUpMissing: 'All required fields must be filled.',
  signInMissing: 'Email and password are required.',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailFormat: 'Invalid email format',
  emailUnacceptable: 'Please use a valid email address',
  usernameReserved: 'This username is reserved',
} as const;

/** SPEC §5: lower-cased, trimmed, and stripped of everything but word characters, @, dot and hyphen. */
export function normalizeEmail(value: string) {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\w@.-]/g, '');
}

const EMAIL_PATTERN = /^[\w.-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** The 'Please use a valid email address' cases of SPEC §5. */
export function isUnacceptableEmail(email: string) {
  const domain = email.split('@')[1] ?? '';
  return (
    /^\d+@/.test(email) ||
    /test.*test/.test(email) ||
    /fake|temp|spam/.test(email) ||
    isDisposableDomain(domain)
  );
}

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.emailRequired)
      .max(254, MESSAGES.emailTooLong)
      .regex(EMAIL_PATTERN, MESSAGES.emailFormat)
      .refine((email) => !isUnacceptableEmail(email), MESSAGES.emailUnacceptable),
  );

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const COMMON_PASSWORDS = [
  'password',
  'passw0rd',
  '123456789',
  '12345678',
  '1234567',
  '123456',
  'qwerty',
  'letmein',
  'welcome',
  'iloveyou',
  'abc123',
  '111111',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'changeme',
];

/**
 * The sample accounts' passwords, published in the README for development: anyone may try them, so no real
 * account may have one (the development seed writes them without this check).
 */
export const PUBLISHED_SAMPLE_PASSWORDS = ['TruSelf-Demo-2026!', 'TruSelf-Admin-2026!'] as const;

export const isPublishedSamplePassword = (password: string) =>
  PUBLISHED_SAMPLE_PASSWORDS.some((sample) => sample.toLowerCase() === password.trim().toLowerCase());

export function containsCommonPassword(password: string) {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.some((common) => lower.includes(common));
}

/** The password rules in the order their messages are shown; also drives the strength hints on the forms. */
export const PASSWORD_RULES = [
  {
    id: 'min',
    hint: `At least ${PASSWORD_MIN} characters`,
    message: `Password must be at least ${PASSWORD_MIN} characters long`,
    ok: (p: string) => p.length >= PASSWORD_MIN,
  },
  {
    id: 'max',
    hint: `At most ${PASSWORD_MAX} characters`,
    message: `Password must be at most ${PASSWORD_MAX} characters long`,
    ok: (p: string) => p.length <= PASSWORD_MAX,
  },
  {
    id: 'upper',
    hint: 'An uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    ok: (p: string) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lower',
    hint: 'A lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    ok: (p: string) => /\p{Ll}/u.test(p),
  },
  {
    id: 'digit',
    hint: 'A number',
    message: 'Password must contain at least one number',
    ok: (p: string) => /\d/.test(p),
  },
  {
    id: 'special',
    hint: 'A special character such as ! ? # or -',
    message: 'Password must contain at least one special character',
    ok: (p: string) => /[^\p{L}\p{N}\s]/u.test(p),
  },
  {
    id: 'common',
    hint: 'No common passwords such as password123',
    message: 'Password must not contain a common password such as password123',
    ok: (p: string) => !containsCommonPassword(p),
  },
  {
    id: 'repeat',
    hint: 'No character more than 3 times in a row',
    message: 'Password must not repeat a character more than 3 times in a row',
    ok: (p: string) => !/(.)\1{3,}/su.test(p),
  },
  {
    id: 'published',
    hint: 'Not a sample password from our documentation',
    message: 'This password is published in our documentation as a sample. Please choose your own.',
    ok: (p: string) => !isPublishedSamplePassword(p),
  },
] as const;

/** SPEC §5: only the first failing rule is reported. Passwords are never trimmed or normalised. */
export const passwordSchema = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  if (password.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Password is required' });
    return;
  }
  const failed = PASSWORD_RULES.find((rule) => !rule.ok(password));
  if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
});

export const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'system',
  'support',
  'help',
  'helpdesk',
  'staff',
  'team',
  'moderator',
  'mod',
  'official',
  'test',
  'tester',
  'security',
  'billing',
  'info',
  'contact',
  'owner',
  'truself',
  'trugpt',
  'trulinkmd',
  'api',
  'www',
  'mail',
  'null',
  'undefined',
]);

/** Reserved names also refuse their trivial variants such as 'Admin_1' or 'support99'. */
export function isReservedUsername(username: string) {
  const lower = username.toLowerCase();
  return RESERVED_USERNAMES.has(lower) || RESERVED_USERNAMES.has(lower.replace(/[\d_]+$/, ''));
}

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters long')
  .max(29, 'Username must be at most 29 characters long')
  .regex(/^\w+$/, 'Username can only contain letters, numbers and underscores')
  .refine((name) => !isReservedUsername(name), MESSAGES.usernameReserved);

function personNameSchema(label: 'First name' | 'Last name') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(49, `${label} must be less than 50 characters`)
    .regex(/^[\p{L}\s'’-]+$/u, `${label} can only contain letters, spaces, hyphens and apostrophes`);
}

export const firstNameSchema = personNameSchema('First name');
export const lastNameSchema = personNameSchema('Last name');

export const signUpInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
export type SignUpFormValues = z.input<typeof signUpInputSchema>;

/** Sign-in only needs both fields; the account decides the rest (no hints about which rule failed). */
export const signInInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.signInMissing })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, MESSAGES.signInMissing).max(254, MESSAGES.emailTooLong)),
  password: z
    .string({ error: MESSAGES.signInMissing })
    .min(1, MESSAGES.signInMissing)
    .max(PASSWORD_MAX * 4),
});
export type SignInInput = z.infer<typeof signInInputSchema>;
export type SignInFormValues = z.input<typeof signInInputSchema>;

/** For forms that only ask for an address the account may or may not have (reset, resend verification). */
export const emailOnlyInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, MESSAGES.emailRequired)
        .max(254, MESSAGES.emailTooLong)
        .regex(EMAIL_PATTERN, MESSAGES.emailFormat),
    ),
});
export type EmailOnlyInput = z.infer<typeof emailOnlyInputSchema>;
export type EmailOnlyFormValues = z.input<typeof emailOnlyInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: 'This reset link is incomplete. Please request a new one.' })
    .min(1, 'This reset link is incomplete. Please request a new one.')
    .max(512),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Form-only: the reset and change-password forms ask for the new password twice. */
export const confirmPasswordMessage = 'The two passwords do not match';
