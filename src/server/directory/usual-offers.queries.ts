// Registry clinicians who usually offer a procedure (src/shared/procedure-specialties.ts): unclaimed NPI registry
// records of the specialties that typically perform it, who do not list it. Guides, the procedure catalogue and
// city pages count them as search does (SearchPlan.usual in search.queries.ts), apart from those who list it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProviderCard } from '@shared/schemas/directory';
import { PROCEDURE_SPECIALTIES, usualTaxonomies, usuallyOffersLabel } from '@shared/procedure-specialties';
import type { Database } from '../db/client';
import { providers } from '../db/schema';
import { providerCardColumns, providerOrder } from './procedures.queries';

/** For every procedure with usual specialties, how many registry clinicians usually offer it (in one metro). */
export async function usualOfferCounts(db: Database, locationId?: string): Promise<Map<string, number>> {
  const inMetro = locationId ? sql`and p.location_id = ${locationId}` : sql``;
  const [byTaxonomy, listing] = await Promise.all([
    db.execute(sql`select p.registry_taxonomy as code, count(*)::int as n from providers p
      where p.source = 'registry' and p.registry_taxonomy is not null ${inMetro} group by 1`),
    // The few registry records that list procedures (an import gave them some) are counted by those who list them.
    db.execute(sql`select p.registry_taxonomy as code, pp.procedure_id as procedure, count(*)::int as n
      from provider_procedures pp join providers p on p.id = pp.provider_id
      where p.source = 'registry' and p.registry_taxonomy is not null ${inMetro} group by 1, 2`),
  ]);
  const of = new Map((byTaxonomy.rows as { code: string; n: number }[]).map((r) => [r.code, Number(r.n)]));
  const listed = new Map(
    (listing.rows as { code: string; procedure: string; n: number }[]).map((r) => [
      `${r.procedure} ${r.code}`,
      Number(r.n),
    ]),
  );
  const counts = new Map<string, number>();
  for (const [procedureId, { taxonomies }] of Object.entries(PROCEDURE_SPECIALTIES)) {
    let n = 0;
    for (const code of taxonomies) n += (of.get(code) ?? 0) - (listed.get(`${procedureId} ${code}`) ?? 0);
    if (n > 0) counts.set(procedureId, n);
  }
  return counts;
}

/** The best-rated registry clinicians who usually offer a procedure, each with the card label saying so. */
export async function topUsualProviders(
  db: Database,
  procedureId: string,
  limit = 4,
): Promise<ProviderCard[]> {
  const taxonomies = usualTaxonomies(procedureId);
  if (taxonomies.length === 0) return [];
  const rows = await db
    .select({ ...providerCardColumns, registryTaxonomy: providers.registryTaxonomy })
    .from(providers)
    .where(
      and(
        eq(providers.source, 'registry'),
        inArray(providers.registryTaxonomy, [...taxonomies]),
        sql`not ${providers.procedureIds} @> array[${procedureId}]::text[]`,
      ),
    )
    .orderBy(...providerOrder)
    .limit(limit);
  return rows.map(({ registryTaxonomy, ...card }) => ({
    ...card,
    price: null,
    usualOffer: { label: usuallyOffersLabel(registryTaxonomy ?? '', procedureId) },
  }));
}
