import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEVICES, on, USER_AGENT } from './devices';
import { expect, test } from './fixtures';
import { freePort } from '../scripts/lib/free-port';
import { serverUrl } from './harness';

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
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${provider.latitude},${provider.longitude}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return location;
}

test.describe('maps without MAP_TILES_URL', () => {
  let provider: ProviderFacts;
  test.beforeAll(async () => {
    provider = await providerFacts(serverUrl(), 1);
  });

  for (const device of ['desktop', 'mobile'] as const) {
    test(
      `shows a location card with directions on a provider page at ${DEVICES[device].viewport.width} px, and loads no map code`,
      on(device),
      async ({ page }) => {
        const requests = recordRequests(page);
        await page.goto('/');
        await page.goto(`/provider/${provider.id}`);
        const location = await expectDirections(page, provider);
        const address = await location.locator('address').innerText();
        for (const part of [
          provider.practiceName,
          provider.addressLine,
          `${provider.city}, ${provider.state}`,
        ])
          expect(address).toContain(part);
        await expect(page.getByRole('region', { name: /^Map/ })).toHaveCount(0);
        expect(await horizontalOverflow(page)).toBe(0);
        // Proving that something never loads needs the network to fall quiet.
        await page.waitForLoadState('networkidle');
        expect(requests.mapCode()).toEqual([]);
      },
    );
  }

  test('lists search results with their distances and no map', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/find-doctors?location=Miami%2C%20FL');
    await expect(page.getByRole('heading', { name: /providers?$/, level: 2 })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/\d mi\b/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Map/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests.mapCode()).toEqual([]);
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
  const port = await freePort();
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

test.describe('maps with MAP_TILES_URL (tiles from a local server)', () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  let provider: ProviderFacts;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    tiles = await startTileServer();
    app = await startApp({
      MAP_TILES_URL: `${tiles.origin}/tiles/{z}/{x}/{y}.png`,
      MAP_TILES_ATTRIBUTION: 'Test tiles',
    });
    provider = await providerFacts(app.origin, 1);
  });

  test.afterAll(async () => {
    await app?.stop();
    await tiles?.close();
  });

  test('lets images come from the tile host in the CSP, and the home page loads no map code', async ({
    newVisitor,
  }) => {
    const res = await fetch(app.origin, { headers: { 'user-agent': USER_AGENT } });
    expect(res.headers.get('content-security-policy')).toContain(
      `img-src 'self' data: blob: ${tiles.origin};`,
    );
    const page = await newVisitor({ baseURL: app.origin });
    const requests = recordRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.mapCode()).toEqual([]);
  });

  for (const device of ['desktop', 'mobile'] as const) {
    test(
      `shows the provider on a map with a pin at ${DEVICES[device].viewport.width} px, reachable from the keyboard`,
      on(device),
      async ({ newVisitor }) => {
        const page = await newVisitor({ device, baseURL: app.origin });
        const requests = recordRequests(page);
        const before = tiles.hits.length;
        await page.goto(`/provider/${provider.id}`);
        await expectDirections(page, provider);
        const map = page.getByRole('region', { name: `Map showing where ${provider.practiceName} is` });
        await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
        expect(tiles.hits.length).toBeGreaterThan(before);
        expect(tiles.hits.slice(before).every((hit) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(hit))).toBe(true);
        expect(requests.mapCode().length).toBeGreaterThan(0);
        await expect(map.getByText('Test tiles')).toBeVisible();

        const pin = map.getByRole('button', { name: provider.practiceName });
        await pin.focus();
        await page.keyboard.press('Enter');
        const popup = map.locator('.leaflet-popup');
        await expect(popup.getByText(provider.addressLine)).toBeVisible();
        // The popup's close button takes focus (this page's pin has no link), and closing gives it back to the pin.
        await expect(page.getByLabel('Close popup')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(popup).toHaveCount(0);
        await expect(pin).toBeFocused();
        expect(await horizontalOverflow(page)).toBe(0);
      },
    );
  }

  test('puts a pin per provider on the page beside the results on a desktop, and a pin opens a profile', async ({
    newVisitor,
  }) => {
    const page = await newVisitor({ baseURL: app.origin });
    const search = (await (
      await fetch(`${app.origin}/api/search/providers?location=Miami%2C%20FL`, {
        headers: { 'user-agent': USER_AGENT },
      })
    ).json()) as { results: { id: number; displayName: string; latitude: number; longitude: number }[] };
    const points = new Set(search.results.map((r) => `${r.latitude},${r.longitude}`));
    expect(search.results.length).toBeGreaterThan(1);

    await page.goto('/find-doctors?location=Miami%2C%20FL');
    const map = page.getByRole('region', { name: 'Map of the providers on this page, near Miami, FL' });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.ts-map-pin')).toHaveCount(points.size);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
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
    await expect(page).toHaveURL((url) => url.pathname === `/provider/${first.id}`);
    await expect(page.getByRole('region', { name: 'Location' })).toBeVisible();
  });

  test(
    'opens the results map on request on a phone, without widening the page',
    on('mobile'),
    async ({ newVisitor }) => {
      const page = await newVisitor({ device: 'mobile', baseURL: app.origin });
      const requests = recordRequests(page);
      await page.goto('/find-doctors?location=Miami%2C%20FL');
      const toggle = page.getByRole('button', { name: 'Show map' });
      await expect(toggle).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests.mapCode()).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
      const map = page.getByRole('region', { name: 'Map of the providers on this page, near Miami, FL' });
      await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
      expect(await map.locator('.ts-map-pin').count()).toBeGreaterThan(0);
      const box = await map.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(DEVICES.mobile.viewport.width);
      // Above the list, where the button that opened it is.
      const firstCard = await page.getByRole('article').first().boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(firstCard!.y);
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );
});
