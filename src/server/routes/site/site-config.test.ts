import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';

const TILES = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';
const plain = await createTestContext();
const withTiles = await createTestContext({
  MAP_TILES_URL: TILES,
  MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors',
});

const imgSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
    ?.slice(1);

describe('without MAP_TILES_URL', () => {
  it('tells the web app there are no map tiles', async () => {
    const res = await plain.request('/api/site-config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mapTiles: null, signUpClosed: null });
  });

  it('lets images come from this site only (and data:/blob: URLs)', async () => {
    for (const path of ['/api/site-config', '/api/health', '/find-doctors'])
      expect(imgSrc(await plain.request(path)), path).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('with MAP_TILES_URL', () => {
  it('gives the web app the tile template and its attribution', async () => {
    expect(await (await withTiles.request('/api/site-config')).json()).toEqual({
      mapTiles: { url: TILES, attribution: '© OpenStreetMap contributors' },
      signUpClosed: null,
    });
  });

  it('adds the tile host, and nothing else, to img-src on every response', async () => {
    for (const path of ['/api/site-config', '/api/health', '/find-doctors', '/api/no-such-route']) {
      const res = await withTiles.request(path);
      expect(imgSrc(res), path).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
      // Tiles are images: scripts and fetches stay on this site.
      expect(res.headers.get('content-security-policy'), path).toContain("connect-src 'self';");
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self';");
    }
  });
});
