import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { providerMessages } from '@shared/schemas/provider';
import { uploadsDir } from '../../uploads';
import { editableContent, providerPhotos, providers, reviews } from '../../db/schema';
import { resolvePageMeta } from '../../seo/page-meta';
import { injectHead } from '../../seo/render-html';
import { renderPng } from '../../seo/og/render-png';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { procedureNotFoundMessage } from '../directory/procedures.routes';
import '../directory/directory.routes';

// Counts the drawings, so the tests can tell a card drawn again from one served from memory.
vi.mock('../../seo/og/render-png', async (original) => {
  const real = await original<typeof import('../../seo/og/render-png')>();
  return { ...real, renderPng: vi.fn(real.renderPng) };
});
const drawn = vi.mocked(renderPng);

const t = await createTestContext();
const publicUrl = t.deps.env.publicUrl;
const TEMPLATE =
  '<!doctype html><html><head><title>TruSelf</title><!--head--></head><body><div id="root"></div></body></html>';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Checks the bytes are a PNG and reads the size from its IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchCard(urlPath: string, headers: Record<string, string> = {}) {
  const res = await t.request(urlPath, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function headOf(pagePath: string) {
  return injectHead(TEMPLATE, await resolvePageMeta(pagePath, t.deps), publicUrl);
}

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html)?.[1];

let providerId: number;

beforeAll(async () => {
  await seedCatalogue(t.db);
  const provider = await createProvider(t.db, { lastName: 'Rivera', credentials: 'MD, FACS' }, [
    'rhinoplasty',
  ]);
  providerId = provider.id;
  const review = {
    providerId,
    authorName: 'A patient',
    worthIt: 'worth_it' as const,
    title: 'Great',
    body: 'Kind.',
  };
  await t.db.insert(reviews).values([
    { ...review, rating: 5 },
    { ...review, rating: 4 },
  ]);
});

describe('share pictures', () => {
  it.each([
    ['home', '/api/og/home.png'],
    ['provider', () => `/api/og/provider/${providerId}.png`],
    ['procedure', '/api/og/procedure/rhinoplasty.png'],
    ['procedure by another name', '/api/og/procedure/glp-1.png'],
  ])('the %s card is a 1200×630 PNG, cached by browsers and link previews for a day', async (_name, url) => {
    const { res, bytes } = await fetchCard(typeof url === 'function' ? url() : url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // A drawn card, not an empty canvas: gradients, text and a portrait compress to tens of kilobytes.
    expect(bytes.length).toBeGreaterThan(30_000);
  });

  it('answers 404 with the error shape for providers and procedures that do not exist or cannot be ids', async () => {
    const cases: [string, string][] = [
      ['/api/og/provider/999999.png', providerMessages.notFound],
      ['/api/og/provider/abc.png', providerMessages.notFound],
      ['/api/og/provider/0.png', providerMessages.notFound],
      ['/api/og/provider/2147483648.png', providerMessages.notFound],
      ['/api/og/provider/99999999999999999999.png', providerMessages.notFound],
      [`/api/og/provider/${providerId}`, providerMessages.notFound],
      [`/api/og/provider/${providerId}.svg`, providerMessages.notFound],
      ['/api/og/provider/-1.png', providerMessages.notFound],
      ['/api/og/procedure/no-such-procedure.png', procedureNotFoundMessage],
      ['/api/og/procedure/rhinoplasty', procedureNotFoundMessage],
      ['/api/og/procedure/..%2F..%2Fetc.png', procedureNotFoundMessage],
    ];
    for (const [url, message] of cases) {
      const res = await t.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ error: { code: 'not_found', message } });
    }
  });

  it('draws a card once per change: the same card comes from memory, a changed provider is drawn again', async () => {
    const url = `/api/og/provider/${providerId}.png`;
    const first = await fetchCard(url);
    const before = drawn.mock.calls.length;
    const again = await fetchCard(url);
    expect(drawn.mock.calls.length).toBe(before);
    expect(again.bytes).toEqual(first.bytes);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));

    await t.db
      .update(providers)
      .set({ practiceName: 'Rivera Facial Plastics' })
      .where(eq(providers.id, providerId));
    const changed = await fetchCard(url);
    expect(drawn.mock.calls.length).toBe(before + 1);
    expect(changed.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    expect(changed.bytes).not.toEqual(first.bytes);

    // A new review changes the rating on the card.
    await t.db.insert(reviews).values({
      providerId,
      authorName: 'Another patient',
      worthIt: 'not_sure',
      title: 'Fine',
      body: 'Long wait.',
      rating: 2,
    });
    const rated = await fetchCard(url);
    expect(drawn.mock.calls.length).toBe(before + 2);
    expect(rated.res.headers.get('etag')).not.toBe(changed.res.headers.get('etag'));
  });

  it('answers 304 without drawing to a caller that holds the current version', async () => {
    const url = '/api/og/procedure/botox.png';
    const { res } = await fetchCard(url);
    const etag = res.headers.get('etag')!;
    const before = drawn.mock.calls.length;
    const cached = await t.request(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    const stale = await t.request(url, { headers: { 'if-none-match': '"an-older-version"' } });
    expect(stale.status).toBe(200);
    expect(drawn.mock.calls.length).toBe(before);
  });

  it('the home card follows the hero title an admin edits', async () => {
    const first = await fetchCard('/api/og/home.png');
    await t.db
      .insert(editableContent)
      .values({ key: 'hero_title', content: 'Choose your provider with confidence' })
      .onConflictDoUpdate({
        target: editableContent.key,
        set: { content: 'Choose your provider with confidence' },
      });
    const edited = await fetchCard('/api/og/home.png');
    expect(edited.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    expect(edited.bytes).not.toEqual(first.bytes);
  });

  it('draws the cards when a hero title or a name holds control characters or a lone surrogate', async () => {
    const admin = await t.createUser({ email: 'cards.admin@truself.com' });
    // Pasted text carries such characters: a vertical tab from a word processor, an escape, half an emoji.
    const saved = await t.request('/api/content/hero_title', {
      method: 'PUT',
      json: { content: 'Choose\u000b your \u001bprovider \ud83d' },
      cookie: admin.cookie ?? undefined,
    });
    expect(saved.status).toBe(200);
    const home = await fetchCard('/api/og/home.png');
    expect(home.res.status).toBe(200);
    expect(pngSize(home.bytes)).toEqual({ width: 1200, height: 630 });

    const odd = await createProvider(t.db, { lastName: 'Vance' });
    await t.db
      .update(providers)
      .set({ practiceName: 'Vance\u0007 Clinic\ufffe' })
      .where(eq(providers.id, odd.id));
    const card = await fetchCard(`/api/og/provider/${odd.id}.png`);
    expect(card.res.status).toBe(200);
    expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("puts the provider's uploaded headshot on the card instead of their initials", async () => {
    const other = await createProvider(t.db, { lastName: 'Okafor' });
    const url = `/api/og/provider/${other.id}.png`;
    const monogram = await fetchCard(url);
    const dir = path.join(uploadsDir(t.deps), 'providers', String(other.id));
    fs.mkdirSync(dir, { recursive: true });
    // A real picture: the home card itself, as a headshot file.
    fs.writeFileSync(path.join(dir, 'headshot.png'), (await fetchCard('/api/og/home.png')).bytes);
    await t.db.insert(providerPhotos).values({
      providerId: other.id,
      url: `/uploads/providers/${other.id}/headshot.png`,
      kind: 'headshot',
    });
    const withPhoto = await fetchCard(url);
    expect(withPhoto.res.status).toBe(200);
    expect(pngSize(withPhoto.bytes)).toEqual({ width: 1200, height: 630 });
    expect(withPhoto.bytes).not.toEqual(monogram.bytes);
  });
});

describe('share tags in the page head', () => {
  it.each([
    ['/', '/api/og/home.png'],
    ['/provider/:id', '/api/og/provider/:id.png'],
    ['/procedure/rhinoplasty', '/api/og/procedure/rhinoplasty.png'],
    ['/procedure/glp-1', '/api/og/procedure/gpl-1.png'],
    ['/browse-procedures', '/api/og/home.png'],
  ])('%s names its card at an absolute URL, with size, alt text and the large Twitter card', async (page, image) => {
    const html = await headOf(page.replace(':id', String(providerId)));
    const expected = `${publicUrl}${image.replace(':id', String(providerId))}`;
    expect(metaContent(html, 'property', 'og:image')).toBe(expected);
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')?.length).toBeGreaterThan(20);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The URL in the head is one the server answers with the picture.
    const { res, bytes } = await fetchCard(expected.slice(publicUrl.length));
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('describes each card in its alt text', async () => {
    const provider = await headOf(`/provider/${providerId}`);
    expect(metaContent(provider, 'property', 'og:image:alt')).toMatch(
      /^Dr\. Alex Rivera, MD, FACS, Plastic Surgery in Miami, FL, rated [\d.]+ from \d reviews, on TruSelf$/,
    );
    expect(metaContent(await headOf('/procedure/rhinoplasty'), 'property', 'og:image:alt')).toBe(
      'Rhinoplasty (Nose Job): typical cost $7,000–$15,000 — a TruSelf procedure guide',
    );
  });

  it('robots.txt lets link previews fetch the cards while the rest of /api stays out', async () => {
    const text = await (await t.request('/robots.txt')).text();
    expect(text).toContain('Allow: /api/og/\n');
    expect(text).toContain('Disallow: /api/\n');
  });
});
