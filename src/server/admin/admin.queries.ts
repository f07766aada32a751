import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserRow, SecurityEventRow, SubscriberRow } from '@shared/schemas/admin';
import type { Database } from '../db/client';
import { newsletterSubscribers, securityEvents, user } from '../db/schema';
import { isAdminEmail } from '../http/middleware';

/** A LIKE pattern that matches the text literally anywhere (its own % and _ are escaped). */
function contains(text: string) {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listSubscribers(db: Database, options: { q?: string; limit: number; offset: number }) {
  const where = options.q ? ilike(newsletterSubscribers.email, contains(options.q)) : undefined;
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  const items: SubscriberRow[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

export async function listUsers(
  db: Database,
  adminDomain: string,
  options: { q?: string; limit: number; offset: number },
) {
  const pattern = options.q ? contains(options.q) : null;
  const where = pattern
    ? or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(user.username, pattern))
    : undefined;
  const rows = await db
    .select()
    .from(user)
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(user).where(where);
  const items: AdminUserRow[] = rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    username: u.username,
    emailVerified: u.emailVerified,
    isAdmin: isAdminEmail(u.email, u.emailVerified, adminDomain),
    createdAt: u.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

export interface SecurityEventFilter {
  type?: string;
  severity?: 'low' | 'medium' | 'high';
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export async function listSecurityEvents(db: Database, filter: SecurityEventFilter) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(securityEvents.eventType, filter.type));
  if (filter.severity) conditions.push(sql`${securityEvents.eventData}->>'severity' = ${filter.severity}`);
  if (filter.from) conditions.push(gte(securityEvents.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
  // "to" is a whole day: everything before the next midnight (UTC).
  if (filter.to)
    conditions.push(
      lt(securityEvents.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000)),
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ event: securityEvents, userEmail: user.email })
    .from(securityEvents)
    .leftJoin(user, eq(user.id, securityEvents.userId))
    .where(where)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(securityEvents).where(where);
  const types = await db
    .selectDistinct({ type: securityEvents.eventType })
    .from(securityEvents)
    .orderBy(securityEvents.eventType);
  const items: SecurityEventRow[] = rows.map(({ event, userEmail }) => {
    const { severity, ...data } = event.eventData as Record<string, unknown>;
    return {
      id: event.id,
      eventType: event.eventType,
      severity: typeof severity === 'string' ? severity : null,
      userEmail: userEmail ?? null,
      userAgent: event.userAgent,
      data,
      createdAt: event.createdAt.toISOString(),
    };
  });
  return { items, total: total?.n ?? 0, types: types.map((t) => t.type) };
}
