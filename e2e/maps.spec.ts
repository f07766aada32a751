import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoErrors,
  getBrowser,
  openPage,
  USER_AGENT,
  VIEWPORTS,
  type ViewportName,
  visitorAddress,
} from './harness';

// Maps: a Directions link on every provider page; without MAP_TILES_URL (the default, and the run's main server)
// a location card and no map code at all; with it (a second server, tiles from a local tile server) real maps.

/** The lazily loaded map chunk and its styles: Leaflet itself. */
const MAP_CODE = /\/assets\/leaflet-map-[\w-]+\.(js|css)$/;

interface ProviderFacts {
  id: number;
  practiceName: string;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

async function providerFacts(origin: string, id: number): Promise<ProviderFacts> {
  const res = await fetch(`${origin}/api/providers/${id}`, { headers: { 'user-agent': USER_AGENT } });
  return ((await res.json()) as { provider: ProviderFacts }).provider;
}

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { mapCode: () => urls.filter((url) => MAP_CODE.test(new URL(url).pathname)) };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });

async function expectDirections(page: Page, provider: ProviderFacts) {
  const location = page.getByRole('region', { name: 'Location' });
  const link = location.getByRole('link', { name: `Directions to ${provider.practiceName}` });
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('href')).toBe(
    `https://www.google.com/maps/dir/?api=1&destination=${provider.latitude},${provider.longitude}`,
  );
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  return location;
}

describe('maps without MAP_TILES_URL', () => {
  let provider: ProviderFacts;
  beforeAll(async () => {
    provider = await providerFacts(baseUrl, 1);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows a location card with directions on a provider page at ${VIEWPORTS[viewport].width} px, and loads no map code`, async () => {
      const { page, errors } = await openPage(viewport);
      const requests = recordRequests(page);
      await page.goto('/');
      await page.goto(`/provider/${provider.id}`);
      const location = await expectDirections(page, provider);
      const address = await location.locator('address').innerText();
      for (const part of [provider.practiceName, provider.addressLine, `${provider.city}, ${provider.state}`])
        expect(address).toContain(part);
      expect(await page.getByRole('region', { name: /^Map/ }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(requests.mapCode()).toEqual([]);
      expectNoErrors(errors);
    });
  }

  it('lists search results with their distances and no map', async () => {
    const { page, errors } = await openPage('desktop');
    const requests = recordRequests(page);
    await page.goto('/find-doctors?location=Miami%2C%20FL');
    await page.getByRole('heading', { name: /providers?$/, level: 2 }).waitFor();
    expect(
      await page
        .getByRole('article')
        .first()
        .getByText(/\d mi\b/)
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Show map' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /^Map/ }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requests.mapCode()).toEqual([]);
    expectNoErrors(errors);
  });
});

// A 256×256 PNG: a pale ground with a darker grid line on two edges, so tiled maps show their tile seams.
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x === 0 || y === 0;
      row.set(line ? [214, 222, 226] : [240, 243, 238], 1 + x * 3);
    }
    rows.push(row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Answers every path with the same tile, counting the requests. */
async function startTileServer() {
  const png = tilePng();
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise((r) => server.close(r)) };
}

/** A second app server, as global-setup.ts starts the first, with its own database and the tile settings. */
async function startApp(extraEnv: Record<string, string>) {
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'truself-e2e-maps-'));
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_PROVIDERS: '80',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the map server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the map server did not become healthy in time');
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

describe('maps with MAP_TILES_URL (tiles from a local server)', () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  let provider: ProviderFacts;

  beforeAll(async () => {
    tiles = await startTileServer();
    app = await startApp({
      MAP_TILES_URL: `${tiles.origin}/tiles/{z}/{x}/{y}.png`,
      MAP_TILES_ATTRIBUTION: 'Test tiles',
    });
    provider = await providerFacts(app.origin, 1);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await tiles?.close();
  });

  async function open(viewport: ViewportName) {
    const browser = await getBrowser();
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      userAgent: USER_AGENT,
      isMobile: viewport === 'mobile',
      hasTouch: viewport === 'mobile',
      baseURL: app.origin,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    const requests = recordRequests(page);
    const goto = async (url: string) => {
      await page.goto(url);
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
    };
    return { page, errors, requests, goto, close: () => context.close() };
  }

  it('lets images come from the tile host in the CSP, and the home page loads no map code', async () => {
    const res = await fetch(app.origin, { headers: { 'user-agent': USER_AGENT } });
    expect(res.headers.get('content-security-policy')).toContain(
      `img-src 'self' data: blob: ${tiles.origin};`,
    );
    const { page, errors, requests, goto, close } = await open('desktop');
    await goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.mapCode()).toEqual([]);
    expectNoErrors(errors);
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the provider on a map with a pin at ${VIEWPORTS[viewport].width} px, reachable from the keyboard`, async () => {
      const { page, errors, requests, goto, close } = await open(viewport);
      const before = tiles.hits.length;
      await goto(`/provider/${provider.id}`);
      await expectDirections(page, provider);
      const map = page.getByRole('region', { name: `Map showing where ${provider.practiceName} is` });
      await map.locator('.leaflet-tile-loaded').first().waitFor();
      expect(tiles.hits.length).toBeGreaterThan(before);
      expect(tiles.hits.slice(before).every((hit) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(hit))).toBe(true);
      expect(requests.mapCode().length).toBeGreaterThan(0);
      expect(await map.getByText('Test tiles').isVisible()).toBe(true);

      const pin = map.getByRole('button', { name: provider.practiceName });
      await pin.focus();
      await page.keyboard.press('Enter');
      const popup = map.locator('.leaflet-popup');
      await popup.getByText(provider.addressLine).waitFor();
      // The popup's close button takes focus (this page's pin has no link), and closing gives it back to the pin.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Close popup',
      );
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      expectNoErrors(errors);
      await close();
    });
  }

  it('puts a pin per provider on the page beside the results on a desktop, and a pin opens a profile', async () => {
    const { page, errors, goto, close } = await open('desktop');
    const search = (await (
      await fetch(`${app.origin}/api/search/providers?location=Miami%2C%20FL`, {
        headers: { 'user-agent': USER_AGENT },
      })
    ).json()) as { results: { id: number; displayName: string; latitude: number; longitude: number }[] };
    const points = new Set(search.results.map((r) => `${r.latitude},${r.longitude}`));
    expect(search.results.length).toBeGreaterThan(1);

    await goto('/find-doctors?location=Miami%2C%20FL');
    const map = page.getByRole('region', { name: 'Map of the providers on this page, near Miami, FL' });
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await map.locator('.ts-map-pin').count()).toBe(points.size);
    expect(await page.getByRole('button', { name: 'Show map' }).isVisible()).toBe(false);
    const list = await page.getByRole('article').first().boundingBox();
    const box = await map.boundingBox();
    expect(box!.x).toBeGreaterThan(list!.x + list!.width);

    const first = search.results[0];
    await map.getByRole('button', { name: new RegExp(first.displayName.replace('.', '\\.')) }).click();
    await map
      .locator('.leaflet-popup')
      .getByRole('link', { name: first.displayName, exact: false })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/provider/${first.id}`);
    await page.getByRole('region', { name: 'Location' }).waitFor();
    expectNoErrors(errors);
    await close();
  });

  it('opens the results map on request on a phone, without widening the page', async () => {
    const { page, errors, requests, goto, close } = await open('mobile');
    await goto('/find-doctors?location=Miami%2C%20FL');
    const toggle = page.getByRole('button', { name: 'Show map' });
    await toggle.waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.mapCode()).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).toBe('true');
    const map = page.getByRole('region', { name: 'Map of the providers on this page, near Miami, FL' });
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await map.locator('.ts-map-pin').count()).toBeGreaterThan(0);
    const box = await map.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    // Above the list, where the button that opened it is.
    const firstCard = await page.getByRole('article').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(firstCard!.y);
    expect(await horizontalOverflow(page)).toBe(0);
    expectNoErrors(errors);
    await close();
  });
});
