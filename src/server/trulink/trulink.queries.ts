import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TrulinkPage, trulinkInputSchema } from '@shared/schemas/trulink';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { procedures, providerPhotos, providerProcedures, type providers, trulinkPages } from '../db/schema';

type ProviderRow = typeof providers.$inferSelect;

/** A provider's TruLink page as shown: the profile card, the owner's page (if any) and its highlighted prices. */
export async function trulinkPage(db: Database, provider: ProviderRow): Promise<TrulinkPage> {
  const [[page], [photo]] = await Promise.all([
    db.select().from(trulinkPages).where(eq(trulinkPages.providerId, provider.id)),
    db
      .select({ url: providerPhotos.url })
      .from(providerPhotos)
      .where(eq(providerPhotos.providerId, provider.id))
      .orderBy(sql`${providerPhotos.kind} = 'headshot' desc`, asc(providerPhotos.sortOrder))
      .limit(1),
  ]);
  const ids = page?.highlightedProcedureIds ?? [];
  const highlighted = ids.length
    ? await db
        .select({
          id: procedures.id,
          name: procedures.name,
          priceMin: providerProcedures.priceMin,
          priceMax: providerProcedures.priceMax,
        })
        .from(procedures)
        .leftJoin(
          providerProcedures,
          sql`${providerProcedures.procedureId} = ${procedures.id} and ${providerProcedures.providerId} = ${provider.id}`,
        )
        .where(inArray(procedures.id, ids))
    : [];
  return {
    provider: {
      id: provider.id,
      slug: provider.slug,
      displayName: provider.displayName,
      credentials: provider.credentials,
      specialty: provider.specialty,
      practiceName: provider.practiceName,
      city: provider.city,
      state: provider.state,
      verified: provider.verified,
      verification: provider.verification,
      boardCertified: provider.boardCertified,
      ratingAvg: provider.ratingAvg,
      reviewCount: provider.reviewCount,
      acceptingNewPatients: provider.acceptingNewPatients,
      photoUrl: photo?.url ?? null,
      source: provider.source,
    },
    page: page
      ? {
          headline: page.headline,
          bookingUrl: page.bookingUrl,
          links: page.links,
          socials: page.socials,
          // keep the owner's order
          highlightedProcedures: ids.flatMap((id) => highlighted.filter((h) => h.id === id)),
          updatedAt: page.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Creates or replaces a provider's TruLink page; empty social links are left out. */
export async function saveTrulinkPage(
  db: Database,
  providerId: number,
  input: z.output<typeof trulinkInputSchema>,
) {
  const socials = Object.fromEntries(
    Object.entries(input.socials).filter(([, url]) => Boolean(url)),
  ) as Record<string, string>;
  const values = {
    headline: input.headline,
    bookingUrl: input.bookingUrl ?? null,
    links: input.links,
    socials,
    highlightedProcedureIds: input.highlightedProcedureIds,
    updatedAt: new Date(),
  };
  await db
    .insert(trulinkPages)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: trulinkPages.providerId, set: values });
}
