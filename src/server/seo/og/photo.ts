import fs from 'node:fs/promises';
import path from 'node:path';
import { sniffImageType } from '../../imports/image-type';
import { headshotSvg } from '../../directory/photo-svg';

// Sample providers' portraits are drawn by the photos route; uploaded headshots are files under uploads/providers.
const SAMPLE_HEADSHOT = /^\/api\/directory\/photos\/(\d{1,9})\/0\.svg$/;
const UPLOADED = /^\/uploads\/providers\/(\d{1,9})\/([\w-]{1,80}\.(?:png|jpe?g))$/i;
/** Larger pictures are left out rather than decoded: the card shows them 300 px wide. */
const MAX_SIDE = 4096;

/**
 * The provider's headshot as a data: URL the card can embed, or null (the card then shows their initials). Only
 * local pictures are read, never a remote address; WebP, which the renderer cannot draw, gives null too.
 */
export async function headshotDataUrl(
  url: string,
  providerId: number,
  displayName: string,
  uploadsDir: string,
): Promise<string | null> {
  const sample = SAMPLE_HEADSHOT.exec(url);
  if (sample) {
    const svg = headshotSvg(Number(sample[1]), displayName);
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }
  const uploaded = UPLOADED.exec(url);
  if (!uploaded || Number(uploaded[1]) !== providerId) return null;
  const bytes = await fs
    .readFile(path.join(uploadsDir, 'providers', uploaded[1], uploaded[2]))
    .catch(() => null);
  if (!bytes) return null;
  const type = sniffImageType(bytes);
  if (!type || type.ext === 'webp') return null;
  const size = imageSize(bytes);
  if (!size || size.width > MAX_SIDE || size.height > MAX_SIDE) return null;
  return `data:${type.mime};base64,${bytes.toString('base64')}`;
}

/** Width and height from a PNG's header or a JPEG's frame header; null when neither is found. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}
