import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PracticeDetail } from '@shared/schemas/claims';
import type { Database } from '../db/client';
import { leads, procedures, providerPhotos, providerProcedures, type providers } from '../db/schema';
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
    verified: p.verified,
    verification: p.verification,
    procedures: prices.filter((x) => x.providerId === p.id).map(({ providerId: _id, ...rest }) => rest),
    photos: photos.filter((x) => x.providerId === p.id).map(toPhotoDto),
    newLeadCount: newLeads.find((x) => x.providerId === p.id)?.n ?? 0,
  }));
}
