import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PriceStats, ProviderCard } from '@shared/schemas/directory';
import type { Database } from '../db/client';
import { procedureViews, providerProcedures, providers } from '../db/schema';

export const providerCardColumns = {
  id: providers.id,
  displayName: providers.displayName,
  credentials: providers.credentials,
  specialty: providers.specialty,
  practiceName: providers.practiceName,
  city: providers.city,
  state: providers.state,
  boardCertified: providers.boardCertified,
  verified: providers.verified,
  verification: providers.verification,
  acceptingNewPatients: providers.acceptingNewPatients,
  ratingAvg: providers.ratingAvg,
  reviewCount: providers.reviewCount,
  source: providers.source,
};

/**
 * A 4.9 from 3 reviews should not outrank a 4.8 from 300: the average is pulled towards 4.0 by five phantom
 * reviews, so it only counts for much once there are enough real ones.
 */
export const providerMerit = sql`(${providers.ratingAvg} * ${providers.reviewCount} + 20) / (${providers.reviewCount} + 5)`;

export const providerOrder = [
  desc(providers.verified),
  desc(providerMerit),
  desc(providers.reviewCount),
  asc(providers.id),
];

export async function providerCountsByProcedure(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ procedureId: providerProcedures.procedureId, count: sql<number>`count(*)::int` })
    .from(providerProcedures)
    .groupBy(providerProcedures.procedureId);
  return new Map(rows.map((r) => [r.procedureId, r.count]));
}

export async function providerCountForProcedure(db: Database, procedureId: string): Promise<number> {
  return db.$count(providerProcedures, eq(providerProcedures.procedureId, procedureId));
}

const priceColumns = {
  providerCount: sql<number>`count(*)::int`,
  min: sql<number>`min(${providerProcedures.priceMin})::int`,
  max: sql<number>`max(${providerProcedures.priceMax})::int`,
  // The median of each provider's mid-price: one typical figure per provider, however wide their range.
  median: sql<number>`round(percentile_cont(0.5) within group (order by (${providerProcedures.priceMin} + ${providerProcedures.priceMax}) / 2.0))::int`,
};

/** min / median / max of the prices providers list for a procedure, nationally or within one metro. */
export async function priceStats(
  db: Database,
  procedureId: string,
  locationId?: string,
): Promise<PriceStats | null> {
  const base = db.select(priceColumns).from(providerProcedures);
  const [row] = locationId
    ? await base
        .innerJoin(providers, eq(providers.id, providerProcedures.providerId))
        .where(and(eq(providerProcedures.procedureId, procedureId), eq(providers.locationId, locationId)))
    : await base.where(eq(providerProcedures.procedureId, procedureId));
  return row && row.providerCount > 0 ? row : null;
}

export async function topProvidersForProcedure(
  db: Database,
  procedureId: string,
  limit = 6,
): Promise<ProviderCard[]> {
  const rows = await db
    .select({
      ...providerCardColumns,
      priceMin: providerProcedures.priceMin,
      priceMax: providerProcedures.priceMax,
    })
    .from(providerProcedures)
    .innerJoin(providers, eq(providers.id, providerProcedures.providerId))
    .where(eq(providerProcedures.procedureId, procedureId))
    .orderBy(...providerOrder)
    .limit(limit);
  return rows.map(({ priceMin, priceMax, ...card }) => ({
    ...card,
    price: { min: priceMin, max: priceMax },
  }));
}

/** Remembers that a signed-in patient opened a guide (the dashboard lists them); the latest view wins. */
export async function recordProcedureView(db: Database, userId: string, procedureId: string) {
  await db.execute(sql`
    insert into ${procedureViews} (user_id, procedure_id, viewed_at)
    select ${userId}, id, now() from procedures where id = ${procedureId}
    on conflict (user_id, procedure_id) do update set viewed_at = excluded.viewed_at`);
}
