// Profile contracts (SPEC §5: same name and username rules as sign-up).
import { z } from 'zod';
import { firstNameSchema, lastNameSchema, passwordSchema, usernameSchema } from './auth';

export const updateProfileInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  username: usernameSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
export type UpdateProfileFormValues = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password')
      .max(512),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Your new password must be different from your current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const DELETE_CONFIRMATION = 'DELETE';

export const deleteAccountInputSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** Avatar uploads: checked by content (magic bytes) on the server; size and type also checked in the browser. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MESSAGES = {
  tooLarge: 'Please choose an image of 2 MB or less.',
  wrongType: 'Please choose a PNG, JPEG or WebP image.',
  missing: 'Please choose an image to upload.',
} as const;
