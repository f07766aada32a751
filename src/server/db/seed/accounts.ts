import { eq } from 'drizzle-orm';
import { DEMO_EMAIL } from '@shared/constants';
import type { Deps } from '../../context';
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
  const ctx = await deps.auth.$context;
  for (const account of seedAccountList(deps.env.ADMIN_EMAIL_DOMAIN)) {
    const existing = await deps.db.query.user.findFirst({
      where: eq(user.email, account.email),
      columns: { id: true },
    });
    if (existing) continue;
    const created = await ctx.internalAdapter.createUser(
      {
        email: account.email,
        name: `${account.firstName} ${account.lastName}`,
        emailVerified: true,
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
      },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(account.password),
    });
    await deps.db
      .update(user)
      .set({ emailConfirmedAt: new Date(), role: account.role, userType: 'patient' })
      .where(eq(user.id, created.id));
  }
}
