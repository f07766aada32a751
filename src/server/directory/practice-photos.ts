import { and, asc, eq, sql } from 'drizzle-orm';
import type { PracticePhoto } from '@shared/schemas/claims';
import type { Database } from '../db/client';
import { providerPhotos } from '../db/schema';

type PhotoRow = typeof providerPhotos.$inferSelect;

export function toPhotoDto(row: PhotoRow): PracticePhoto {
  return { id: row.id, url: row.url, caption: row.caption, kind: row.kind, procedureId: row.procedureId };
}

/** A provider's photos in the order the practice shows them. */
export async function listPracticePhotos(db: Database, providerId: number) {
  const rows = await db
    .select()
    .from(providerPhotos)
    .where(eq(providerPhotos.providerId, providerId))
    .orderBy(asc(providerPhotos.sortOrder), asc(providerPhotos.createdAt));
  return rows.map(toPhotoDto);
}

/** Records a stored photo after the provider's others. */
export async function addPracticePhoto(
  db: Database,
  photo: Pick<typeof providerPhotos.$inferInsert, 'providerId' | 'url' | 'caption' | 'kind'>,
) {
  const [row] = await db
    .insert(providerPhotos)
    .values({
      ...photo,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from provider_photos where provider_id = ${photo.providerId})`,
    })
    .returning();
  return toPhotoDto(row);
}

export async function findPracticePhoto(db: Database, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(providerPhotos).where(eq(providerPhotos.id, id));
  return row;
}

export async function deletePracticePhoto(db: Database, photo: Pick<PhotoRow, 'id' | 'providerId'>) {
  await db
    .delete(providerPhotos)
    .where(and(eq(providerPhotos.id, photo.id), eq(providerPhotos.providerId, photo.providerId)));
}
