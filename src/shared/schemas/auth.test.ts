import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  normalizeEmail,
  passwordSchema,
  signInInputSchema,
  signUpInputSchema,
  usernameSchema,
} from './auth';
import { changePasswordInputSchema, deleteAccountInputSchema } from './profile';

/** The first message, as the forms show it; null when valid. */
function firstError(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

const GOOD_PASSWORD = 'Lavender-Hills-42';

describe('email', () => {
  it('normalises: trims, lower-cases and strips characters other than word characters, @, dot and hyphen', () => {
    expect(normalizeEmail('  Jane.Doe+News@Example.COM ')).toBe('jane.doenews@example.com');
    expect(emailSchema.parse(' Ana_María@clinic-mail.org ')).toBe('ana_mara@clinic-mail.org');
  });

  it('requires an address', () => {
    expect(firstError(emailSchema, '')).toBe('Email is required');
    expect(firstError(emailSchema, '   ')).toBe('Email is required');
    expect(firstError(emailSchema, undefined)).toBe('Email is required');
  });

  it('refuses more than 254 characters', () => {
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`; // 185 characters
    const at254 = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(firstError(emailSchema, at254)).toBeNull();
    expect(firstError(emailSchema, `a${at254}`)).toBe('Email is too long');
  });

  it('refuses addresses that do not match a standard pattern', () => {
    for (const bad of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@@example.com',
      'jane@example.c',
    ]) {
      expect(firstError(emailSchema, bad), bad).toBe('Invalid email format');
    }
  });

  it.each([
    ['starts with digits then @', '12345@example.com'],
    ["contains 'test' twice", 'testing.test@example.com'],
    ['contains fake', 'fakejane@example.com'],
    ['contains temp', 'jane@tempinbox.org'],
    ['contains spam', 'spamlover@example.com'],
    ['disposable domain', 'jane@mailinator.com'],
    ['subdomain of a disposable domain', 'jane@eu.yopmail.com'],
    ['another disposable domain', 'jane.doe@guerrillamail.com'],
  ])("refuses with 'Please use a valid email address' when it %s", (_case, email) => {
    expect(firstError(emailSchema, email)).toBe('Please use a valid email address');
  });

  it('accepts ordinary addresses, including digits that are not the whole local part', () => {
    for (const ok of [
      'jane.doe@example.com',
      'jane2024@gmail.com',
      '42jane@example.co.uk',
      'test@example.com',
    ]) {
      expect(firstError(emailSchema, ok), ok).toBeNull();
    }
  });
});

describe('password', () => {
  it('requires a password', () => {
    expect(firstError(passwordSchema, '')).toBe('Password is required');
  });

  it('needs 12 to 128 characters (11/12/128/129)', () => {
    const build = (n: number) => `Ab1!${'xyz'.repeat(50)}`.slice(0, n);
    expect(build(11)).toHaveLength(11);
    expect(firstError(passwordSchema, build(11))).toBe('Password must be at least 12 characters long');
    expect(firstError(passwordSchema, build(12))).toBeNull();
    expect(firstError(passwordSchema, build(128))).toBeNull();
    expect(firstError(passwordSchema, build(129))).toBe('Password must be at most 128 characters long');
  });

  it('needs an uppercase letter, a lowercase letter, a digit and a special character', () => {
    expect(firstError(passwordSchema, 'lavender-hills-42')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(firstError(passwordSchema, 'LAVENDER-HILLS-42')).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(firstError(passwordSchema, 'Lavender-Hills-xy')).toBe('Password must contain at least one number');
    expect(firstError(passwordSchema, 'LavenderHills42x')).toBe(
      'Password must contain at least one special character',
    );
  });

  it('refuses passwords that contain a common password', () => {
    expect(firstError(passwordSchema, 'MyPassword123!')).toBe(
      'Password must not contain a common password such as password123',
    );
    expect(firstError(passwordSchema, 'Xy!123456789ab')).toBe(
      'Password must not contain a common password such as password123',
    );
  });

  it("refuses a character repeated 4 times in a row ('aaaa') but allows 3", () => {
    expect(firstError(passwordSchema, 'Lavender-aaaa-42')).toBe(
      'Password must not repeat a character more than 3 times in a row',
    );
    expect(firstError(passwordSchema, 'Lavender-aaa-42')).toBeNull();
    expect(firstError(passwordSchema, 'Lavender-!!!!-42')).toBe(
      'Password must not repeat a character more than 3 times in a row',
    );
  });

  it('reports only the first failing rule', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0].message).toBe('Password must be at least 12 characters long');
  });

  it('is never trimmed', () => {
    expect(passwordSchema.parse(`  ${GOOD_PASSWORD}  `)).toBe(`  ${GOOD_PASSWORD}  `);
  });
});

describe('username', () => {
  it('needs 3 to 29 letters, digits or underscores', () => {
    expect(firstError(usernameSchema, '')).toBe('Username is required');
    expect(firstError(usernameSchema, 'ab')).toBe('Username must be at least 3 characters long');
    expect(firstError(usernameSchema, 'abc')).toBeNull();
    expect(firstError(usernameSchema, 'a'.repeat(29))).toBeNull();
    expect(firstError(usernameSchema, 'a'.repeat(30))).toBe('Username must be at most 29 characters long');
    expect(firstError(usernameSchema, 'jane-doe')).toBe(
      'Username can only contain letters, numbers and underscores',
    );
    expect(firstError(usernameSchema, 'jane doe')).toBe(
      'Username can only contain letters, numbers and underscores',
    );
    expect(firstError(usernameSchema, 'Jane_Doe_2')).toBeNull();
  });

  it.each([
    'admin',
    'Root',
    'support',
    'STAFF',
    'moderator',
    'official',
    'test',
    'admin_1',
    'support99',
    'truself',
  ])("refuses the reserved name '%s' with 'This username is reserved'", (name) => {
    expect(firstError(usernameSchema, name)).toBe('This username is reserved');
  });

  it('allows names that merely contain a reserved word', () => {
    expect(firstError(usernameSchema, 'admiral_jane')).toBeNull();
    expect(firstError(usernameSchema, 'testudo')).toBeNull();
  });
});

describe('first and last name', () => {
  it('are required, under 50 characters, letters, spaces, hyphens and apostrophes', () => {
    expect(firstError(firstNameSchema, '')).toBe('First name is required');
    expect(firstError(lastNameSchema, '  ')).toBe('Last name is required');
    expect(firstError(firstNameSchema, 'a'.repeat(49))).toBeNull();
    expect(firstError(firstNameSchema, 'a'.repeat(50))).toBe('First name must be less than 50 characters');
    expect(firstError(lastNameSchema, "O'Neil-Smith")).toBeNull();
    expect(firstError(lastNameSchema, 'de la Cruz')).toBeNull();
    expect(firstError(firstNameSchema, 'José')).toBeNull();
    expect(firstError(firstNameSchema, 'R2D2')).toBe(
      'First name can only contain letters, spaces, hyphens and apostrophes',
    );
  });
});

describe('form schemas', () => {
  it('sign-up parses a complete form into normalised values', () => {
    const parsed = signUpInputSchema.parse({
      firstName: ' Jane ',
      lastName: 'Doe',
      username: 'jane_doe',
      email: ' Jane@Example.com',
      password: GOOD_PASSWORD,
    });
    expect(parsed).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      username: 'jane_doe',
      email: 'jane@example.com',
      password: GOOD_PASSWORD,
    });
  });

  it("sign-in says 'Email and password are required.' for either missing field", () => {
    expect(firstError(signInInputSchema, { email: '', password: 'x' })).toBe(
      'Email and password are required.',
    );
    expect(firstError(signInInputSchema, { email: 'a@b.co', password: '' })).toBe(
      'Email and password are required.',
    );
    expect(firstError(signInInputSchema, {})).toBe('Email and password are required.');
  });

  it('change password needs the current password and a new one that follows the rules', () => {
    expect(firstError(changePasswordInputSchema, { currentPassword: '', newPassword: GOOD_PASSWORD })).toBe(
      'Please enter your current password',
    );
    expect(firstError(changePasswordInputSchema, { currentPassword: 'x', newPassword: 'short' })).toBe(
      'Password must be at least 12 characters long',
    );
    expect(
      firstError(changePasswordInputSchema, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }),
    ).toBe('Your new password must be different from your current one');
  });

  it('account deletion needs the word DELETE typed exactly', () => {
    expect(firstError(deleteAccountInputSchema, { confirm: 'delete' })).toBe('Type DELETE to confirm');
    expect(firstError(deleteAccountInputSchema, { confirm: 'DELETE' })).toBeNull();
  });
});
