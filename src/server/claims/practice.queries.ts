import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  PracticeDetail,
  practiceProceduresInputSchema,
  practiceProfileInputSchema,
} from '@shared/schemas/claims';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { leads, procedures, providerPhotos, providerProcedures, providers } from '../db/schema';
import { toPhotoDto } from '../directory/practice-photos';

type ProviderRow = typeof providers.$inferSelect;

/** Everything an owner edits on /claim-profile, for each of the given providers. */
export async function practiceDetails(db: Database, rows: ProviderRow[]): Promise<PracticeDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prices, photos, newLeads] = await Promise.all([
    db
      .select({
        providerId: providerProcedures.providerId,
        procedureId: providerProcedures.procedureId,
        name: procedures.name,
        priceMin: providerProcedures.priceMin,
        priceMax: providerProcedures.priceMax,
      })
      .from(providerProcedures)
      .innerJoin(procedures, eq(procedures.id, providerProcedures.procedureId))
      .where(inArray(providerProcedures.providerId, ids))
      .orderBy(asc(procedures.sortOrder)),
    db
      .select()
      .from(providerPhotos)
      .where(inArray(providerPhotos.providerId, ids))
      .orderBy(asc(providerPhotos.sortOrder), asc(providerPhotos.createdAt)),
    db
      .select({ providerId: leads.providerId, n: count() })
      .from(leads)
      .where(and(inArray(leads.providerId, ids), eq(leads.status, 'new')))
      .groupBy(leads.providerId),
  ]);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    displayName: p.displayName,
    credentials: p.credentials,
    specialty: p.specialty,
    practiceName: p.practiceName,
    city: p.city,
    state: p.state,
    bio: p.bio,
    phone: p.phone,
    email: p.email,
    website: p.website,
    yearsInPractice: p.yearsInPractice,
    acceptingNewPatients: p.acceptingNewPatients,
    languages: p.languages,
    verified: p.verified,
    verification: p.verification,
    procedures: prices.filter((x) => x.providerId === p.id).map(({ providerId: _id, ...rest }) => rest),
    photos: photos.filter((x) => x.providerId === p.id).map(toPhotoDto),
    newLeadCount: newLeads.find((x) => x.providerId === p.id)?.n ?? 0,
  }));
}

/** The profiles a user manages, oldest first. */
export function ownedPractices(db: Database, userId: string) {
  return db.select().from(providers).where(eq(providers.ownerUserId, userId)).orderBy(asc(providers.id));
}

export async function updatePracticeProfile(
  db: Database,
  providerId: number,
  input: z.output<typeof practiceProfileInputSchema>,
) {
  const [row] = await db
    .update(providers)
    .set({
      bio: input.bio,
      phone: input.phone ?? null,
      email: input.email ?? null,
      website: input.website ?? null,
      yearsInPractice: input.yearsInPractice,
      acceptingNewPatients: input.acceptingNewPatients,
      // Given by the profile form; an older client that sends neither leaves them as they are.
      ...(input.practiceName !== undefined ? { practiceName: input.practiceName || null } : {}),
      ...(input.languages !== undefined ? { languages: input.languages } : {}),
      updatedAt: new Date(),
    })
    .where(eq(providers.id, providerId))
    .returning();
  return row;
}

/** Replaces the procedures and prices a practice lists, in one transaction. */
export async function replacePracticeProcedures(
  db: Database,
  providerId: number,
  procedures: z.output<typeof practiceProceduresInputSchema>['procedures'],
) {
  await db.transaction(async (tx) => {
    await tx.delete(providerProcedures).where(eq(providerProcedures.providerId, providerId));
    if (procedures.length > 0) {
      await tx.insert(providerProcedures).values(procedures.map((p) => ({ providerId, ...p })));
    }
    await tx.update(providers).set({ updatedAt: new Date() }).where(eq(providers.id, providerId));
  });
}
