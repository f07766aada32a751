import type { Database } from '../db/client';
import { findLocation } from '../directory/locations.queries';
import type { PageMeta } from './page-meta';
import { titles } from '@shared/page-titles';
import { clip, pathParam } from './seo-path';

export async function locationMeta(path: string, db: Database, publicUrl: string): Promise<PageMeta | null> {
  const id = pathParam(path, '/location/');
  if (id === null) return null;
  const location = await findLocation(db, id);
  if (!location) {
    return {
      title: titles.notFound('Location'),
      description:
        'We could not find that location. Browse cosmetic and wellness providers by US metro area on TruSelf.',
      canonicalPath: '/location-detail',
      status: 404,
    };
  }
  const place = `${location.city}, ${location.state}`;
  const canonicalPath = `/location/${location.id}`;
  const count = location.providerCount;
  return {
    title: titles.location(location.city, location.state),
    description: clip(
      `Compare ${count.toLocaleString('en-US')} cosmetic, aesthetic and wellness ${count === 1 ? 'provider' : 'providers'} in ${place}: ratings, board certification and local prices for popular procedures.`,
    ),
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: `Providers in ${place}`,
      url: `${publicUrl}${canonicalPath}`,
      about: {
        '@type': 'City',
        name: location.city,
        address: {
          '@type': 'PostalAddress',
          addressLocality: location.city,
          addressRegion: location.state,
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
      },
    },
  };
}
