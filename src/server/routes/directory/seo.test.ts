import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { handleError } from '../../errors';
import { locations, reviews } from '../../db/schema';
import { provideDeps } from '../../http/middleware';
import { resolvePageMeta } from '../../seo/page-meta';
import { injectHead } from '../../seo/render-html';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { registerSeoRoutes } from './seo.routes';
import './directory.routes';

const t = await createTestContext();
const publicUrl = t.deps.env.publicUrl;

// The built index.html is not needed: the SPA handler injects the same tags into whatever template it reads.
const TEMPLATE =
  '<!doctype html><html><head><title>TruSelf</title><!--head--></head><body><div id="root"></div></body></html>';

async function renderPage(path: string) {
  const meta = await resolvePageMeta(path, t.deps);
  return { meta, html: injectHead(TEMPLATE, meta, publicUrl) };
}

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

let providerId: number;

beforeAll(async () => {
  await seedCatalogue(t.db);
  await t.db.insert(locations).values({
    id: 'miami-fl',
    city: 'Miami',
    state: 'FL',
    stateName: 'Florida',
    latitude: 25.7617,
    longitude: -80.1918,
  });
  const provider = await createProvider(
    t.db,
    { lastName: 'Rivera', locationId: 'miami-fl', addressLine: '100 Brickell Ave' },
    ['rhinoplasty', 'botox'],
  );
  providerId = provider.id;
  const review = {
    providerId,
    authorName: 'A patient',
    worthIt: 'worth_it' as const,
    title: 'Great',
    body: 'Clear advice.',
  };
  await t.db.insert(reviews).values([
    { ...review, rating: 5 },
    { ...review, rating: 4 },
    { ...review, rating: 4 },
    { ...review, rating: 1, hidden: true },
  ]);
});

describe('page meta in the HTML', () => {
  it('gives /procedure/rhinoplasty a title, canonical URL, Open Graph tags and MedicalProcedure JSON-LD', async () => {
    const { meta, html } = await renderPage('/procedure/rhinoplasty');
    expect(meta.status ?? 200).toBe(200);
    expect(html).toContain('<title>Rhinoplasty: cost, recovery, risks and results | TruSelf</title>');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/procedure/rhinoplasty" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Rhinoplasty: cost, recovery, risks and results | TruSelf" />',
    );
    expect(html).toMatch(/<meta name="description" content="Surgery that reshapes[^"]+" \/>/);
    expect(html).not.toContain('<title>TruSelf</title>');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalProcedure',
      name: 'Rhinoplasty (Nose Job)',
      procedureType: 'https://schema.org/SurgicalProcedure',
      url: `${publicUrl}/procedure/rhinoplasty`,
    });
    for (const key of ['description', 'howPerformed', 'preparation', 'followup'])
      expect(ld[key]).toEqual(expect.any(String));
  });

  it('points /procedure/glp-1 at the canonical gpl-1 page', async () => {
    const { meta } = await renderPage('/procedure/glp-1');
    expect(meta.canonicalPath).toBe('/procedure/gpl-1');
    expect((meta.jsonLd as { procedureType: string }).procedureType).toBe(
      'https://schema.org/NoninvasiveProcedure',
    );
  });

  it('gives a provider Physician JSON-LD with a rating from the visible review rows', async () => {
    const { meta, html } = await renderPage(`/provider/${providerId}`);
    expect(meta.title).toBe('Dr. Alex Rivera, MD — Plastic Surgery in Miami, FL | TruSelf');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/provider/${providerId}" />`);
    const ld = jsonLd(html);
    expect(ld['@type']).toBe('Physician');
    expect(ld.medicalSpecialty).toBe('https://schema.org/PlasticSurgery');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.address).toMatchObject({
      streetAddress: '100 Brickell Ave',
      addressLocality: 'Miami',
      addressRegion: 'FL',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 25.7617, longitude: -80.1918 });
    expect(ld.availableService.map((s: { name: string }) => s.name)).toEqual([
      'Rhinoplasty (Nose Job)',
      'Botox',
    ]);
  });

  it('describes a nurse-led practice as a MedicalBusiness and omits a rating it does not have', async () => {
    const nurse = await createProvider(t.db, { credentials: 'NP', specialty: 'Aesthetic Medicine' }, [
      'botox',
    ]);
    const ld = jsonLd((await renderPage(`/provider/${nurse.id}`)).html);
    expect(ld['@type']).toBe('MedicalBusiness');
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.medicalSpecialty).toBe('Aesthetic Medicine');
  });

  it('gives category, location and article pages their own meta and JSON-LD', async () => {
    const category = await renderPage('/procedures/category/surgical');
    expect(category.meta.canonicalPath).toBe('/procedures/category/surgical');
    expect(jsonLd(category.html).mainEntity.itemListElement[0].url).toBe(
      `${publicUrl}/procedure/rhinoplasty`,
    );

    const location = await renderPage('/location/miami-fl');
    expect(location.meta.title).toBe('Cosmetic and wellness providers in Miami, FL | TruSelf');
    expect(location.meta.description).toContain('Compare 1 cosmetic');
    expect(jsonLd(location.html).about.geo.latitude).toBe(25.7617);

    const article = await renderPage('/article/understanding-rhinoplasty');
    const ld = jsonLd(article.html);
    expect(ld['@type']).toBe('Article');
    expect(ld.headline).toEqual(expect.any(String));
    expect(ld.citation.length).toBeGreaterThan(0);
    expect(article.html).toContain('<meta property="og:type" content="article" />');
  });

  it.each([
    '/procedure/unicorn-lift',
    '/procedures/category/teeth',
    '/provider/999999',
    '/provider/no-such-doctor',
    '/location/atlantis-xx',
    '/article/how-to-fly',
  ])('marks %s as 404 with no JSON-LD', async (path) => {
    const { meta, html } = await renderPage(path);
    expect(meta.status).toBe(404);
    expect(jsonLd(html)).toBeNull();
  });

  it('serves the 404 status through the real SPA handler when the app is built', async () => {
    const res = await t.request('/procedure/unicorn-lift');
    // 503 only when dist/client has not been built on this machine.
    expect([404, 503]).toContain(res.status);
  });
});

describe('sitemap and robots', () => {
  it('lists procedures, categories, articles, locations and providers in /sitemap.xml', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${publicUrl}/procedure/rhinoplasty</loc><lastmod>`);
    expect(xml).toContain(`<loc>${publicUrl}/procedure/gpl-1</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/procedures/category/wellness</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/article/understanding-rhinoplasty</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/location/miami-fl</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/provider/${providerId}</loc>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('splits into a sitemap index with provider pages when the directory outgrows one file', async () => {
    await createProvider(t.db, { lastName: 'Second' });
    await createProvider(t.db, { lastName: 'Third' });
    const small = new Hono<AppEnv>();
    small.onError(handleError);
    small.use('*', provideDeps(t.deps));
    registerSeoRoutes(small, { urlLimit: 10, providersPerFile: 2 });
    const get = (path: string) => small.request(`${publicUrl}${path}`);
    const index = await (await get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${publicUrl}/sitemap-pages.xml</loc>`);
    // four providers, two per file
    expect(index).toContain(`<loc>${publicUrl}/sitemap-providers-2.xml</loc>`);
    expect(index).not.toContain('sitemap-providers-3.xml');
    const pages = await (await get('/sitemap-pages.xml')).text();
    expect(pages).toContain('/procedure/rhinoplasty</loc>');
    expect(pages).not.toContain('/provider/');
    const first = (await (await get('/sitemap-providers-1.xml')).text()).match(/\/provider\/\d+/g) ?? [];
    const second = (await (await get('/sitemap-providers-2.xml')).text()).match(/\/provider\/\d+/g) ?? [];
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second]).size).toBe(4);
    expect((await get('/sitemap-providers-3.xml')).status).toBe(404);
  });

  it('allows crawling, points at the sitemap and keeps private pages out', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/dashboard', '/profile', '/admin-dashboard', '/favorites']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});
