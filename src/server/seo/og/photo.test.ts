import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headshotDataUrl, imageSize } from './photo';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'og-photo-'));

/** A PNG header of the given size (enough for the size check; the renderer never sees it in these tests). */
function pngHeader(width: number, height: number) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A JPEG with an APP0 segment and then a baseline frame header naming the size. */
function jpegHeader(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x01,
    0,
    0,
    0,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0]);
}

function upload(providerId: number, name: string, bytes: Buffer) {
  const dir = path.join(uploads, 'providers', String(providerId));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes);
  return `/uploads/providers/${providerId}/${name}`;
}

describe('headshot for the card', () => {
  it("draws a sample provider's generated portrait", async () => {
    const url = await headshotDataUrl('/api/directory/photos/7/0.svg', 7, 'Dr. Ana Li', uploads);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url!.split(',')[1], 'base64').toString()).toContain(
      'Illustrated portrait for Dr. Ana Li',
    );
  });

  it('embeds an uploaded PNG or JPEG of a sensible size', async () => {
    const png = upload(3, 'a.png', pngHeader(800, 800));
    expect(await headshotDataUrl(png, 3, 'x', uploads)).toMatch(/^data:image\/png;base64,/);
    const jpg = upload(3, 'b.jpg', jpegHeader(640, 480));
    expect(await headshotDataUrl(jpg, 3, 'x', uploads)).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('leaves out what it must not or cannot draw: remote, another provider’s, WebP, huge, missing', async () => {
    const webp = upload(3, 'c.png', Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    const huge = upload(3, 'd.png', pngHeader(20_000, 20_000));
    const cases = [
      'https://example.com/photo.png',
      '/api/directory/photos/7/1.svg',
      upload(4, 'e.png', pngHeader(100, 100)),
      webp,
      huge,
      '/uploads/providers/3/missing.png',
      '/uploads/providers/3/../4/e.png',
    ];
    for (const url of cases) expect(await headshotDataUrl(url, 3, 'x', uploads), url).toBeNull();
  });

  it('reads the size of PNG and JPEG files', () => {
    expect(imageSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(imageSize(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
  });
});
