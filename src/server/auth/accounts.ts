import { and, eq, sql } from 'drizzle-orm';
import type { UpdateProfileInput } from '@shared/schemas/profile';
import type { Database } from '../db/client';
import { account, session, user } from '../db/schema';

export async function userIdByEmail(db: Database, email: string) {
  const row = await db.query.user.findFirst({
    where: eq(user.email, email),
    columns: { id: true },
  });
  return row?.id ?? null;
}

/** The verified account at an address, the only kind a sign-in link is mailed to. */
export async function signInLinkAccount(db: Database, email: string) {
  const row = await db.query.user.findFirst({
    where: and(eq(user.email, email), eq(user.emailVerified, true)),
    columns: { id: true, email: true },
  });
  return row ?? null;
}

export async function userEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

export async function isUsernameTaken(db: Database, username: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.username}) = lower(${username})`)
    .limit(2);
  return rows.some((row) => row.id !== exceptUserId);
}

/**
 * How long an account whose address was never confirmed is kept: after this it is deleted (maintenance cleanup)
 * and its address can be signed up again, so nobody can hold an address they do not read.
 */
export const UNVERIFIED_ACCOUNT_DAYS = 7;
const UNVERIFIED_ACCOUNT_MS = UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60_000;

/**
 * The account registered under an email, if sign-up finished for it and it has not expired unconfirmed. The auth library writes the user and its
 * password in two steps; a crash between them leaves a user without a password who could never sign in, so such
 * a half-made account is removed and the address can sign up again.
 */
export async function findCompleteAccount(db: Database, email: string) {
  const found = await db.query.user.findFirst({
    where: eq(user.email, email),
    columns: { id: true, createdAt: true, emailVerified: true },
  });
  if (!found) return undefined;
  if (!found.emailVerified && Date.now() - found.createdAt.getTime() > UNVERIFIED_ACCOUNT_MS) {
    await db.delete(user).where(and(eq(user.id, found.id), eq(user.emailVerified, false)));
    return undefined;
  }
  const credential = await db.query.account.findFirst({
    where: and(eq(account.userId, found.id), eq(account.providerId, 'credential')),
    columns: { id: true },
  });
  // A sign-up still in flight (its password not yet written) is left alone.
  if (credential || Date.now() - found.createdAt.getTime() < 60_000) return found;
  await db.delete(user).where(eq(user.id, found.id));
  return undefined;
}

/** Ends every session of a user; how many there were. */
export async function endAllSessions(db: Database, userId: string) {
  const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

export async function updateProfile(db: Database, userId: string, fields: UpdateProfileInput) {
  await db
    .update(user)
    .set({ ...fields, name: `${fields.firstName} ${fields.lastName}`, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/** Sets (or clears) a user's avatar; the URL it replaces, whose file the caller removes. */
export async function replaceAvatarUrl(db: Database, userId: string, avatarUrl: string | null) {
  const [before] = await db.select({ avatarUrl: user.avatarUrl }).from(user).where(eq(user.id, userId));
  await db.update(user).set({ avatarUrl, updatedAt: new Date() }).where(eq(user.id, userId));
  return before?.avatarUrl ?? null;
}

/**
 * Deletes the account. Conversations, favorites, notifications, reviews and sessions go with it through the
 * database's cascades. Returns the avatar URL it had, whose file the caller removes.
 */
export async function deleteAccount(db: Database, userId: string) {
  const [row] = await db.select({ avatarUrl: user.avatarUrl }).from(user).where(eq(user.id, userId));
  await db.delete(user).where(eq(user.id, userId));
  return row?.avatarUrl ?? null;
}
