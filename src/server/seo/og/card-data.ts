import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerPhotos, providers } from '../../db/schema';
import { categoryName, findGuide } from '../../directory/procedures.content';
import { initials } from '../../directory/photo-svg';
import { listContent } from '../../content/content.queries';
import { reviewTotals } from '../provider-meta';
import type { HomeCard, ProcedureCard, ProviderCard } from './cards';

// What each card shows, read from the same places as the pages they stand for. The data (not a timestamp) is the
// card's fingerprint, so a card is drawn again exactly when something on it changed.

export type ProviderCardData = Omit<ProviderCard, 'photo'> & { photoUrl: string | null; providerId: number };

/** A provider id as the card route accepts it: digits within the integer range, else null. */
export function parseCardProviderId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export async function providerCardData(
  db: Database,
  id: number,
  host: string,
): Promise<ProviderCardData | null> {
  const [row] = await db
    .select({
      id: providers.id,
      displayName: providers.displayName,
      credentials: providers.credentials,
      specialty: providers.specialty,
      practiceName: providers.practiceName,
      city: providers.city,
      state: providers.state,
      verified: providers.verified,
      boardCertified: providers.boardCertified,
    })
    .from(providers)
    .where(eq(providers.id, id));
  if (!row) return null;
  const [totals, [headshot]] = await Promise.all([
    reviewTotals(db, id),
    db
      .select({ url: providerPhotos.url })
      .from(providerPhotos)
      .where(and(eq(providerPhotos.providerId, id), eq(providerPhotos.kind, 'headshot')))
      .orderBy(asc(providerPhotos.sortOrder), asc(providerPhotos.createdAt))
      .limit(1),
  ]);
  const { id: providerId, ...fields } = row;
  return {
    ...fields,
    providerId,
    rating: totals.count > 0 && totals.avg !== null ? Math.round(totals.avg * 10) / 10 : null,
    reviewCount: totals.count,
    photoUrl: headshot?.url ?? null,
    initials: initials(row.displayName),
    host,
  };
}

export function procedureCardData(slug: string, host: string): (ProcedureCard & { id: string }) | null {
  const guide = findGuide(slug);
  if (!guide) return null;
  const { min, max, unit } = guide.cost.typicalRange;
  return {
    id: guide.id,
    name: guide.name,
    category: categoryName(guide.categoryId),
    summary: guide.summary,
    costMin: min,
    costMax: max,
    costUnit: unit,
    host,
  };
}

/** The home page's hero title and subtitle, as an admin last edited them. */
export async function homeCardData(db: Database, host: string): Promise<HomeCard> {
  const content = await listContent(db);
  const text = (key: string) => content.find((entry) => entry.key === key)?.content ?? '';
  return { title: text('hero_title'), subtitle: text('hero_subtitle'), host };
}
