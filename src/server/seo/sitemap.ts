import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { locations, providers } from '../db/schema';
import { loadArticles } from '../content/load-content';
import { categorySummaries, orderedGuides } from '../directory/procedures.content';

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

const STATIC_PATHS = [
  '/',
  '/find-doctors',
  '/browse-procedures',
  '/discovery',
  '/location-detail',
  '/trugpt-benefits',
  '/community',
  '/list-practice',
  '/for-surgeons',
  '/about-us',
  '/contact-us',
  '/terms',
  '/privacy',
];

const PROVIDER_BATCH = 5_000;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

export function urlEntry(publicUrl: string, url: SitemapUrl) {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(publicUrl + url.path)}</loc>${lastmod}</url>\n`;
}

/** Every page except provider profiles: static pages, guides, categories, articles and metros. */
export async function contentPages(db: Database): Promise<SitemapUrl[]> {
  const metros = await db.select({ id: locations.id }).from(locations).orderBy(locations.id);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categorySummaries().map((c) => ({ path: `/procedures/category/${c.id}` })),
    ...orderedGuides().map((g) => ({ path: `/procedure/${g.id}`, lastmod: g.lastReviewed })),
    ...loadArticles().map((a) => ({ path: `/article/${a.id}`, lastmod: a.publishedAt })),
    ...metros.map((m) => ({ path: `/location/${m.id}` })),
  ];
}

export async function countProviders(db: Database) {
  return db.$count(providers);
}

/**
 * Provider profile URLs from the `skip`-th provider (by id) on, at most `limit` of them, read in batches by
 * keyset so a 100,000-provider directory never sits in memory at once.
 */
export async function* providerUrls(db: Database, skip: number, limit: number): AsyncGenerator<SitemapUrl> {
  let afterId = 0;
  if (skip > 0) {
    const [row] = await db
      .select({ id: providers.id })
      .from(providers)
      .orderBy(asc(providers.id))
      .offset(skip - 1)
      .limit(1);
    if (!row) return;
    afterId = row.id;
  }
  let remaining = limit;
  while (remaining > 0) {
    const rows = await db
      .select({ id: providers.id, updatedAt: sql<string>`to_char(${providers.updatedAt}, 'YYYY-MM-DD')` })
      .from(providers)
      .where(gt(providers.id, afterId))
      .orderBy(asc(providers.id))
      .limit(Math.min(PROVIDER_BATCH, remaining));
    for (const row of rows) yield { path: `/provider/${row.id}`, lastmod: row.updatedAt };
    if (rows.length < Math.min(PROVIDER_BATCH, remaining)) return;
    remaining -= rows.length;
    afterId = rows[rows.length - 1].id;
  }
}

/** Streams an XML document from string chunks. */
export function xmlStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
