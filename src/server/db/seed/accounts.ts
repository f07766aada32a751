import { eq } from 'drizzle-orm';
import { DEMO_EMAIL } from '@shared/constants';
import type { Deps } from '../../context';
import { createVerifiedAccount } from '../../auth/verified-account';
import { user } from '../schema';

/** The documented sample accounts (README): both verified, so they can sign in straight away. */
export const DEMO_PASSWORD = 'TruSelf-Demo-2026!';
export const ADMIN_PASSWORD = 'TruSelf-Admin-2026!';

export function seedAccountList(adminDomain: string) {
  return [
    {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Demo',
      lastName: 'Patient',
      username: 'demo_patient',
      role: 'user',
    },
    {
      email: `admin@${adminDomain.toLowerCase()}`,
      password: ADMIN_PASSWORD,
      firstName: 'TruSelf',
      lastName: 'Admin',
      username: 'truself_admin',
      role: 'admin',
    },
  ];
}

/**
 * Creates the sample accounts through the auth library's own adapter (same password hashing as sign-up) without
 * sending verification mail. Accounts that already exist are left as they are.
 */
export async function seedAccounts(deps: Deps) {
  for (const account of seedAccountList(deps.env.ADMIN_EMAIL_DOMAIN)) {
    const existing = await deps.db.query.user.findFirst({
      where: eq(user.email, account.email),
      columns: { id: true },
    });
    if (!existing) await createVerifiedAccount(deps, account);
  }
}
