import { asc, desc, eq } from 'drizzle-orm';
import {
  defaultContent,
  EDITABLE_CONTENT_KEYS,
  type EditableContentKey,
  isEditableContentKey,
} from '@shared/editable-content';
import type { ContentHistoryEntry, EditableContentEntry } from '@shared/schemas/content-editing';
import type { FeaturedProvider } from '@shared/schemas/featured-providers';
import type { Database } from '../db/client';
import { editableContent, editableContentHistory, providers, user } from '../db/schema';

/** Every key of SPEC §3, the stored text where one exists and the built-in default otherwise. */
export async function listContent(db: Database): Promise<EditableContentEntry[]> {
  const rows = await db.select().from(editableContent);
  const stored = new Map(rows.filter((r) => isEditableContentKey(r.key)).map((r) => [r.key, r]));
  const defaults = defaultContent();
  return EDITABLE_CONTENT_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      content: row?.content ?? defaults[key],
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/** Upserts one key and appends the new text to its history, in one transaction. */
export async function saveContent(db: Database, key: EditableContentKey, content: string, userId: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(editableContent)
      .values({ key, content, updatedAt: now, updatedBy: userId })
      .onConflictDoUpdate({
        target: editableContent.key,
        set: { content, updatedAt: now, updatedBy: userId },
      })
      .returning();
    await tx.insert(editableContentHistory).values({ key, content, updatedBy: userId, updatedAt: now });
    return row;
  });
}

export async function listContentHistory(db: Database, key?: EditableContentKey, limit = 100) {
  const rows = await db
    .select({
      id: editableContentHistory.id,
      key: editableContentHistory.key,
      content: editableContentHistory.content,
      updatedAt: editableContentHistory.updatedAt,
      updatedByEmail: user.email,
    })
    .from(editableContentHistory)
    .leftJoin(user, eq(user.id, editableContentHistory.updatedBy))
    .where(key ? eq(editableContentHistory.key, key) : undefined)
    .orderBy(desc(editableContentHistory.updatedAt), desc(editableContentHistory.id))
    .limit(limit);
  return rows.map(
    (r): ContentHistoryEntry => ({
      ...r,
      key: r.key as EditableContentKey,
      updatedAt: r.updatedAt.toISOString(),
      updatedByEmail: r.updatedByEmail ?? null,
    }),
  );
}

/** The home page's featured panel: providers flagged featured, lowest ids first. */
export async function listFeaturedProviders(db: Database, limit = 2): Promise<FeaturedProvider[]> {
  const rows = await db
    .select({
      id: providers.id,
      displayName: providers.displayName,
      credentials: providers.credentials,
      specialty: providers.specialty,
      practiceName: providers.practiceName,
      city: providers.city,
      state: providers.state,
      ratingAvg: providers.ratingAvg,
      reviewCount: providers.reviewCount,
      verified: providers.verified,
      verification: providers.verification,
      boardCertified: providers.boardCertified,
      source: providers.source,
    })
    .from(providers)
    .where(eq(providers.featured, true))
    .orderBy(asc(providers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, ratingAvg: Number(r.ratingAvg), isSample: r.source === 'sample' }));
}
