import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { providerProcedures, providers, reviews } from '../db/schema';
import { findGuide } from '../directory/procedures.content';
import { providerImage } from './og/og-images';
import type { PageMeta } from './page-meta';
import { titles } from '@shared/page-titles';
import { clip, pathParam } from './seo-path';
import { countOf } from '@shared/plural';

// schema.org MedicalSpecialty members for the specialties the directory uses; others are given as text.
const SPECIALTIES: Record<string, string> = {
  'plastic surgery': 'PlasticSurgery',
  'facial plastic surgery': 'PlasticSurgery',
  'cosmetic surgery': 'PlasticSurgery',
  dermatology: 'Dermatologic',
  'bariatric surgery': 'Surgical',
  'general surgery': 'Surgical',
  'internal medicine': 'PrimaryCare',
  'family medicine': 'PrimaryCare',
  endocrinology: 'Endocrine',
  'obstetrics and gynecology': 'Obstetric',
};

const PHYSICIAN_CREDENTIALS = /\b(MD|DO|MBBS)\b/;

async function findProvider(db: Database, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(providers)
    .where(byId ? eq(providers.id, Number(idOrSlug)) : eq(providers.slug, idOrSlug.toLowerCase()));
  return row ?? null;
}

/** Rating from the review rows themselves (visible ones), not a cached column. */
export async function reviewTotals(db: Database, providerId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, avg: sql<number | null>`avg(${reviews.rating})::float` })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.hidden, false)));
  return row;
}

async function offeredProcedures(db: Database, providerId: number) {
  const rows = await db
    .select({ id: providerProcedures.procedureId })
    .from(providerProcedures)
    .where(eq(providerProcedures.providerId, providerId));
  return rows.flatMap((r) => {
    const guide = findGuide(r.id);
    return guide ? [guide] : [];
  });
}

export async function providerMeta(path: string, db: Database, publicUrl: string): Promise<PageMeta | null> {
  const id = pathParam(path, '/provider/');
  if (id === null) return null;
  const provider = await findProvider(db, id);
  if (!provider) {
    return {
      title: titles.notFound('Provider'),
      description:
        'We could not find that provider. Search verified cosmetic and wellness providers on TruSelf.',
      canonicalPath: '/find-doctors',
      status: 404,
    };
  }
  const [totals, offered] = await Promise.all([
    reviewTotals(db, provider.id),
    offeredProcedures(db, provider.id),
  ]);
  const canonicalPath = `/provider/${provider.id}`;
  const name = `${provider.displayName}${provider.credentials ? `, ${provider.credentials}` : ''}`;
  const place = `${provider.city}, ${provider.state}`;
  const rating = totals.count > 0 && totals.avg !== null ? Math.round(totals.avg * 10) / 10 : null;
  const specialty = SPECIALTIES[provider.specialty.toLowerCase()];
  const facts = [
    `${provider.specialty} in ${place}.`,
    provider.boardCertified && provider.boardName ? `Certified by the ${provider.boardName}.` : '',
    rating !== null ? `Rated ${rating} from ${countOf(totals.count, 'review')}.` : '',
    offered.length
      ? `Offers ${offered
          .slice(0, 3)
          .map((g) => g.shortName)
          .join(', ')}.`
      : '',
  ];
  return {
    title: titles.provider(provider),
    description: clip(facts.filter(Boolean).join(' ')),
    canonicalPath,
    type: 'profile',
    image: providerImage(
      provider.id,
      `${name}, ${provider.specialty} in ${place}${rating !== null ? `, rated ${rating} from ${countOf(totals.count, 'review')}` : ''}, on TruSelf`,
    ),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': PHYSICIAN_CREDENTIALS.test(provider.credentials) ? 'Physician' : 'MedicalBusiness',
      name,
      url: `${publicUrl}${canonicalPath}`,
      description: provider.bio || undefined,
      medicalSpecialty: specialty ? `https://schema.org/${specialty}` : provider.specialty,
      telephone: provider.phone ?? undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: provider.addressLine || undefined,
        addressLocality: provider.city,
        addressRegion: provider.state,
        postalCode: provider.zip || undefined,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: provider.latitude, longitude: provider.longitude },
      ...(provider.practiceName
        ? { parentOrganization: { '@type': 'MedicalOrganization', name: provider.practiceName } }
        : {}),
      ...(rating !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating,
              reviewCount: totals.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(offered.length
        ? {
            availableService: offered.map((g) => ({
              '@type': 'MedicalProcedure',
              name: g.name,
              url: `${publicUrl}/procedure/${g.id}`,
            })),
          }
        : {}),
    },
  };
}
