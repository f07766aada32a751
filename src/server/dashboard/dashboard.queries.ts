import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ALL_PROCEDURES } from '@shared/catalogue';
import type {
  DashboardConsultation,
  DashboardConversation,
  DashboardNotification,
  DashboardProcedure,
  DashboardReview,
} from '@shared/schemas/dashboard';
import type { Database } from '../db/client';
import {
  leads,
  notifications,
  procedures,
  procedureViews,
  providers,
  reviews,
  trugptConversations,
  trugptMessages,
  user,
} from '../db/schema';

const LAST_MESSAGE_CHARS = 120;
/** How many of the patient's recent chat messages are scanned for procedure names. */
const ASKED_MESSAGES_SCANNED = 60;

export async function findDashboardUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      username: user.username,
      avatarUrl: user.avatarUrl,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function recentConversations(
  db: Database,
  userId: string,
  limit: number,
): Promise<DashboardConversation[]> {
  // Written out in full: the correlated column must stay qualified inside the subquery.
  const lastMessage = sql<string | null>`(
    select m.content from trugpt_messages m
    where m.conversation_id = trugpt_conversations.id and m.role = 'user'
    order by m.created_at desc limit 1)`;
  const rows = await db
    .select({
      id: trugptConversations.id,
      title: trugptConversations.title,
      updatedAt: trugptConversations.updatedAt,
      lastMessage,
    })
    .from(trugptConversations)
    .where(eq(trugptConversations.userId, userId))
    .orderBy(desc(trugptConversations.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    updatedAt: r.updatedAt.toISOString(),
    lastMessage: r.lastMessage ? shorten(r.lastMessage, LAST_MESSAGE_CHARS) : null,
  }));
}

function shorten(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Names and aliases as whole words, longest first so "gastric sleeve" wins over a shorter overlap.
const procedureMatchers = ALL_PROCEDURES.map((p) => {
  const base = p.name.replace(/\s*\(.*\)\s*/, '');
  const terms = [base, ...p.aliases].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return { id: p.id, pattern: new RegExp(`\\b(?:${terms.join('|')})\\b`, 'i') };
});

/** Procedures the patient named in their recent TruGPT questions, latest mention first. */
export async function askedProcedures(db: Database, userId: string): Promise<{ id: string; at: Date }[]> {
  const messages = await db
    .select({ content: trugptMessages.content, createdAt: trugptMessages.createdAt })
    .from(trugptMessages)
    .innerJoin(trugptConversations, eq(trugptConversations.id, trugptMessages.conversationId))
    .where(and(eq(trugptConversations.userId, userId), eq(trugptMessages.role, 'user')))
    .orderBy(desc(trugptMessages.createdAt))
    .limit(ASKED_MESSAGES_SCANNED);
  const seen = new Map<string, Date>();
  for (const m of messages) {
    for (const matcher of procedureMatchers) {
      if (!seen.has(matcher.id) && matcher.pattern.test(m.content)) seen.set(matcher.id, m.createdAt);
    }
  }
  return [...seen].map(([id, at]) => ({ id, at }));
}

/** Viewed guides and asked-about procedures merged: one entry per procedure, most recent first. */
export async function dashboardProcedures(
  db: Database,
  userId: string,
  limit: number,
): Promise<DashboardProcedure[]> {
  const [viewed, asked] = await Promise.all([
    db
      .select({ id: procedureViews.procedureId, at: procedureViews.viewedAt })
      .from(procedureViews)
      .where(eq(procedureViews.userId, userId))
      .orderBy(desc(procedureViews.viewedAt))
      .limit(limit),
    askedProcedures(db, userId),
  ]);
  const merged = new Map<string, { at: Date; via: 'viewed' | 'asked' }>();
  for (const v of viewed) merged.set(v.id, { at: v.at, via: 'viewed' });
  for (const a of asked) {
    const current = merged.get(a.id);
    if (!current || current.at < a.at) merged.set(a.id, { at: a.at, via: 'asked' });
  }
  const entries = [...merged].sort((a, b) => b[1].at.getTime() - a[1].at.getTime()).slice(0, limit);
  if (entries.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ id: procedures.id, name: procedures.name })
        .from(procedures)
        .where(
          inArray(
            procedures.id,
            entries.map(([id]) => id),
          ),
        )
    ).map((p) => [p.id, p.name]),
  );
  return entries.flatMap(([id, { at, via }]) => {
    const name = names.get(id) ?? ALL_PROCEDURES.find((p) => p.id === id)?.name;
    return name ? [{ id, name, at: at.toISOString(), via }] : [];
  });
}

export async function myConsultations(
  db: Database,
  userId: string,
  limit: number,
): Promise<DashboardConsultation[]> {
  const rows = await db
    .select({
      id: leads.id,
      providerId: leads.providerId,
      providerName: providers.displayName,
      procedureName: procedures.name,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(providers, eq(providers.id, leads.providerId))
    .leftJoin(procedures, eq(procedures.id, leads.procedureId))
    .where(and(eq(leads.userId, userId), eq(leads.kind, 'consultation')))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function myReviews(db: Database, userId: string, limit: number): Promise<DashboardReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      providerId: reviews.providerId,
      providerName: providers.displayName,
      procedureName: procedures.name,
      rating: reviews.rating,
      hidden: reviews.hidden,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(procedures, eq(procedures.id, reviews.procedureId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function notificationSummary(db: Database, userId: string, limit: number) {
  const [latest, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return {
    unread,
    latest: latest.map(
      (n): DashboardNotification => ({
        id: n.id,
        type: n.type,
        title: n.title,
        message: n.message,
        read: n.read,
        createdAt: n.createdAt.toISOString(),
        actionLabel: n.actionLabel,
        actionHref: n.actionHref,
      }),
    ),
  };
}
