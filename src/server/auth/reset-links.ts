import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verification } from '../db/schema';

/**
 * Every password-reset link of the account stops working. The library deletes only the link that was used, so
 * without this an older link, or one issued before a password change, would still set a new password.
 */
export async function revokeResetLinks(db: Database, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
