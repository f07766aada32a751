import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { user } from '../db/schema';

/**
 * Creates an email-and-password account already verified, through the auth library's own adapter (the same
 * password hashing as sign-up) and without sending verification mail. Used by the sample seed and create-admin.
 */
export async function createVerifiedAccount(
  deps: Pick<Deps, 'auth' | 'db'>,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    username: string;
    password: string;
    role: string;
  },
) {
  const ctx = await deps.auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      emailVerified: true,
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
    },
    { method: 'email-password' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  await deps.db
    .update(user)
    .set({ emailConfirmedAt: new Date(), role: input.role, userType: 'patient' })
    .where(eq(user.id, created.id));
  return created.id;
}
