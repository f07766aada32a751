import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { DataSource, ProviderDetail, ProviderPhotoDto, ReviewSummary } from '@shared/schemas/provider';
import type { Database } from '../db/client';
import { procedures, providerPhotos, providerProcedures, providers } from '../db/schema';

export const providerDetailColumns = {
  id: providers.id,
  slug: providers.slug,
  displayName: providers.displayName,
  firstName: providers.firstName,
  lastName: providers.lastName,
  credentials: providers.credentials,
  specialty: providers.specialty,
  boardCertified: providers.boardCertified,
  boardName: providers.boardName,
  verified: providers.verified,
  verification: providers.verification,
  practiceName: providers.practiceName,
  bio: providers.bio,
  phone: providers.phone,
  website: providers.website,
  addressLine: providers.addressLine,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
  locationId: providers.locationId,
  latitude: providers.latitude,
  longitude: providers.longitude,
  yearsInPractice: providers.yearsInPractice,
  languages: providers.languages,
  acceptingNewPatients: providers.acceptingNewPatients,
  ratingAvg: providers.ratingAvg,
  reviewCount: providers.reviewCount,
  featured: providers.featured,
  source: providers.source,
};

export async function findProvider(db: Database, id: number) {
  const [row] = await db.select(providerDetailColumns).from(providers).where(eq(providers.id, id));
  if (!row) return null;
  const { source, ...provider } = row;
  return { provider: provider satisfies ProviderDetail, source };
}

const DATA_SOURCES: Record<string, DataSource> = {
  sample: {
    kind: 'sample',
    label: 'Sample data',
    description:
      'This profile was generated to demonstrate TruSelf. The person, practice, prices and reviews are not real.',
  },
  import: {
    kind: 'imported',
    label: 'Imported',
    description:
      'Imported from a provider directory. The practice has not reviewed or claimed this profile yet.',
  },
  registry: {
    kind: 'registry',
    label: 'From the NPI registry',
    description:
      'Name, licence and practice address come from the national NPI registry. The practice has not claimed this profile yet.',
  },
  listing: {
    kind: 'listed',
    label: 'Listed by the practice',
    description:
      'The practice submitted these details. What TruSelf checked, if anything, is listed with the date.',
  },
  claim: {
    kind: 'claimed',
    label: 'Claimed by the practice',
    description: 'The practice has claimed this profile and keeps its details up to date.',
  },
};

export function dataSourceOf(source: string): DataSource {
  return DATA_SOURCES[source] ?? DATA_SOURCES.import;
}

export async function offersProcedure(db: Database, providerId: number, procedureId: string) {
  const n = await db.$count(
    providerProcedures,
    and(eq(providerProcedures.providerId, providerId), eq(providerProcedures.procedureId, procedureId)),
  );
  return n > 0;
}

export const photoColumns = {
  id: providerPhotos.id,
  url: providerPhotos.url,
  caption: providerPhotos.caption,
  kind: providerPhotos.kind,
  procedureId: providerPhotos.procedureId,
  procedureName: procedures.name,
};

export async function providerPhotoPage(
  db: Database,
  providerId: number,
  limit: number,
  offset = 0,
): Promise<{ photos: ProviderPhotoDto[]; total: number }> {
  const where = eq(providerPhotos.providerId, providerId);
  const [photos, total] = await Promise.all([
    db
      .select(photoColumns)
      .from(providerPhotos)
      .leftJoin(procedures, eq(procedures.id, providerPhotos.procedureId))
      .where(where)
      .orderBy(asc(providerPhotos.sortOrder), desc(providerPhotos.createdAt), asc(providerPhotos.id))
      .limit(limit)
      .offset(offset),
    db.$count(providerPhotos, where),
  ]);
  return { photos, total };
}

/** Recent photos across the directory, each with the provider it belongs to. */
export async function recentPhotoPage(db: Database, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select({
        ...photoColumns,
        providerId: providers.id,
        providerName: providers.displayName,
        practiceName: providers.practiceName,
      })
      .from(providerPhotos)
      .innerJoin(providers, eq(providers.id, providerPhotos.providerId))
      .leftJoin(procedures, eq(procedures.id, providerPhotos.procedureId))
      .orderBy(desc(providerPhotos.createdAt), asc(providerPhotos.providerId), asc(providerPhotos.sortOrder))
      .limit(limit)
      .offset(offset),
    db.$count(providerPhotos),
  ]);
  return { rows, total };
}

/** The profile's rating breakdown from visible-review counts grouped by rating and Worth It. */
export function summarizeGroups(groups: { rating: number; worthIt: string; count: number }[]): ReviewSummary {
  const byStars = new Map<number, number>();
  const worthIt = { worthIt: 0, notSure: 0, notWorthIt: 0 };
  let count = 0;
  let total = 0;
  for (const g of groups) {
    count += g.count;
    total += g.rating * g.count;
    byStars.set(g.rating, (byStars.get(g.rating) ?? 0) + g.count);
    if (g.worthIt === 'worth_it') worthIt.worthIt += g.count;
    else if (g.worthIt === 'not_sure') worthIt.notSure += g.count;
    else worthIt.notWorthIt += g.count;
  }
  return {
    count,
    average: count ? Math.round((total / count) * 100) / 100 : 0,
    breakdown: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: byStars.get(stars) ?? 0 })),
    worthIt,
    worthItPercent: count ? Math.round((worthIt.worthIt / count) * 100) : null,
  };
}

/** Path ids are digits only; anything else is simply an unknown provider. */
export function parseProviderId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The provider's whole row, for the pages and checks that work on the record itself. */
export async function providerRow(db: Database, id: number) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row ?? null;
}

export async function providerNames(db: Database, id: number) {
  const [row] = await db
    .select({ displayName: providers.displayName, practiceName: providers.practiceName })
    .from(providers)
    .where(eq(providers.id, id));
  return row ?? null;
}

/** What the NPI registry record on a profile holds, and whether someone manages the profile. */
export async function registryFacts(db: Database, id: number) {
  const [row] = await db
    .select({
      npi: providers.npi,
      taxonomyCode: providers.registryTaxonomy,
      licenseNumber: providers.licenseNumber,
      licenseState: providers.licenseState,
      updatedOn: providers.registryUpdatedOn,
      boardCertified: providers.boardCertified,
      boardName: providers.boardName,
      owner: providers.ownerUserId,
    })
    .from(providers)
    .where(eq(providers.id, id));
  return row ?? null;
}

/** A provider by id or by slug, as TruLink addresses are written. */
export async function providerByIdOrSlug(db: Database, key: string) {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : -1;
  const [provider] = await db
    .select()
    .from(providers)
    .where(or(eq(providers.id, id), eq(providers.slug, key.toLowerCase())))
    .limit(1);
  return provider ?? null;
}
