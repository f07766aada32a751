import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { contentPages, countProviders, providerUrls, urlEntry, xmlStream } from '../../seo/sitemap';

export interface SitemapOptions {
  /** The sitemap protocol allows 50,000 URLs per file; past that /sitemap.xml becomes an index. */
  urlLimit: number;
  providersPerFile: number;
}

const defaults: SitemapOptions = { urlLimit: 50_000, providersPerFile: 40_000 };

// Private and per-user pages stay out of search engines.
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/profile',
  '/favorites',
  '/admin-dashboard',
  '/lead-admin-dashboard',
  '/photo-import-admin',
  '/provider-import',
  '/trugpt-chat',
  '/trugpt-history',
  '/reset-password',
  '/forgot-password',
  '/dev/',
];

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

function xmlResponse(c: Context<AppEnv>, chunks: AsyncIterable<string>) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(xmlStream(chunks));
}

/** robots.txt and the sitemaps; registered before the SPA catch-all so they are not answered with HTML. */
export function registerSeoRoutes(app: Hono<AppEnv>, options: Partial<SitemapOptions> = {}) {
  const { urlLimit, providersPerFile } = { ...defaults, ...options };

  app.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // Link previews (X, LinkedIn) fetch share pictures only where robots.txt lets them; the longer rule wins.
      'Allow: /api/og/',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${c.var.deps.env.publicUrl}/sitemap.xml`,
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (c) => {
    const { db, env } = c.var.deps;
    const [pages, providerCount] = await Promise.all([contentPages(db), countProviders(db)]);
    if (pages.length + providerCount <= urlLimit) {
      return xmlResponse(
        c,
        (async function* () {
          yield URLSET_OPEN;
          for (const url of pages) yield urlEntry(env.publicUrl, url);
          for await (const url of providerUrls(db, 0, providerCount)) yield urlEntry(env.publicUrl, url);
          yield URLSET_CLOSE;
        })(),
      );
    }
    const files = ['/sitemap-pages.xml'];
    for (let n = 1; (n - 1) * providersPerFile < providerCount; n++)
      files.push(`/sitemap-providers-${n}.xml`);
    return xmlResponse(
      c,
      (async function* () {
        yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
        for (const file of files) yield `<sitemap><loc>${env.publicUrl}${file}</loc></sitemap>\n`;
        yield '</sitemapindex>\n';
      })(),
    );
  });

  app.get('/sitemap-pages.xml', async (c) => {
    const { db, env } = c.var.deps;
    const pages = await contentPages(db);
    return xmlResponse(
      c,
      (async function* () {
        yield URLSET_OPEN;
        for (const url of pages) yield urlEntry(env.publicUrl, url);
        yield URLSET_CLOSE;
      })(),
    );
  });

  app.get('/:file{sitemap-providers-[0-9]{1,6}\\.xml}', async (c) => {
    const { db, env } = c.var.deps;
    const n = Number(/(\d+)/.exec(c.req.param('file'))?.[1]);
    const skip = (n - 1) * providersPerFile;
    if (n < 1 || skip >= (await countProviders(db))) throw notFound('No such sitemap.');
    return xmlResponse(
      c,
      (async function* () {
        yield URLSET_OPEN;
        for await (const url of providerUrls(db, skip, providersPerFile)) yield urlEntry(env.publicUrl, url);
        yield URLSET_CLOSE;
      })(),
    );
  });
}
