// The first admin of a production install: production starts with no accounts at all, and an admin is an
// account with a verified address at ADMIN_EMAIL_DOMAIN. Nothing here prints or logs a password or a link.
import { randomBytes } from 'node:crypto';
import { and, eq, ilike } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '@shared/schemas/auth';
import type { Deps } from '../context';
import { account, user } from '../db/schema';
import { RESET_PASSWORD_PATH } from './auth';
import { revokeResetLinks } from './reset-links';
import { createVerifiedAccount } from './verified-account';

export class FirstAdminError extends Error {}

export async function hasAdmin(deps: Pick<Deps, 'db' | 'env'>) {
  const [row] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.emailVerified, true), ilike(user.email, `%@${deps.env.ADMIN_EMAIL_DOMAIN}`)))
    .limit(1);
  return Boolean(row);
}

/**
 * The start log's line for an install with no admin yet: the command to run, as it works on this database and
 * mail (the embedded database admits one process, so the server stops first; without mail no link can be sent).
 */
export function noAdminHint(options: { dbKind: 'pglite' | 'postgres'; domain: string; mail: boolean }) {
  const command = `npm run create-admin -- --email you@${options.domain}${options.mail ? '' : ' --password-stdin'}`;
  const how = [
    options.mail ? null : 'no SMTP_URL, so pipe the password in',
    options.dbKind === 'pglite' ? 'stop the server first: the embedded database admits one process' : null,
  ].filter(Boolean);
  return `no admin account yet: create one with "${command}"${how.length ? ` (${how.join('; ')})` : ''}`;
}

/**
 * Makes `email` an admin. The command never adopts an account it did not create: an account at that address whose
 * owner never confirmed it (anyone can sign up any address) is deleted with everything it had, and a new one is
 * made. An account whose address was confirmed, so whoever made it reads that mailbox, is promoted. With a
 * password (read from standard input by the command) it is set; without one the owner gets a set-password link
 * by email and no password is known to anyone until then.
 */
export async function createAdmin(
  deps: Deps,
  input: { email: string; password?: string },
): Promise<{ created: boolean; replacedUnverified: boolean; linkSent: boolean }> {
  const domain = deps.env.ADMIN_EMAIL_DOMAIN.toLowerCase();
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new FirstAdminError(parsed.error.issues[0].message);
  const email = parsed.data.toLowerCase();
  if (!email.endsWith(`@${domain}`)) {
    throw new FirstAdminError(`Admins have an address at ${domain} (ADMIN_EMAIL_DOMAIN); ${email} is not.`);
  }
  if (input.password !== undefined) {
    const checked = passwordSchema.safeParse(input.password);
    if (!checked.success) throw new FirstAdminError(checked.error.issues[0].message);
  }
  // Production without SMTP has no outbox either: the link would go nowhere.
  if (input.password === undefined && deps.env.NODE_ENV === 'production' && !deps.env.SMTP_URL) {
    throw new FirstAdminError(
      'No mail is configured (SMTP_URL), so no set-password link can be sent: pipe a password in with --password-stdin.',
    );
  }
  const existing = await deps.db.query.user.findFirst({
    where: eq(user.email, email),
    columns: { id: true, emailVerified: true },
  });
  const replacedUnverified = Boolean(existing && !existing.emailVerified);
  if (existing && !existing.emailVerified) {
    // Its password, sessions and links go with it (cascades); its reset links name its id.
    await deps.db.delete(user).where(eq(user.id, existing.id));
    await revokeResetLinks(deps.db, existing.id);
  }
  let userId: string;
  if (existing?.emailVerified) {
    userId = existing.id;
    if (input.password !== undefined) {
      const ctx = await deps.auth.$context;
      await deps.db
        .update(account)
        .set({ password: await ctx.password.hash(input.password) })
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    }
  } else {
    const local = email.split('@')[0];
    userId = await createVerifiedAccount(deps, {
      email,
      firstName: 'TruSelf',
      lastName: 'Admin',
      username: `admin_${local.replace(/[^a-z0-9]/g, '').slice(0, 16)}_${randomBytes(3).toString('hex')}`,
      // A random password nobody knows until the owner sets theirs through the link.
      password: input.password ?? randomBytes(32).toString('base64url'),
      role: 'admin',
    });
  }
  await deps.db
    .update(user)
    .set({ emailVerified: true, emailConfirmedAt: new Date(), role: 'admin' })
    .where(eq(user.id, userId));
  if (input.password === undefined) {
    await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PATH } });
  }
  return { created: !existing?.emailVerified, replacedUnverified, linkSent: input.password === undefined };
}
