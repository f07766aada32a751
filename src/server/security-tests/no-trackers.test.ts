import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDist } from '../app';

const TRACKERS = [
  'google-analytics.com',
  'googletagmanager.com',
  'doubleclick.net',
  'googlesyndication.com',
  'facebook.net',
  'connect.facebook.net',
  'hotjar.com',
  'segment.io',
  'segment.com',
  'mixpanel.com',
  'amplitude.com',
  'fullstory.com',
  'clarity.ms',
  'sentry.io',
  'intercom.io',
  'intercomcdn',
  'heap.io',
  'heapanalytics.com',
  'newrelic.com',
  'nr-data.net',
  'datadoghq.com',
  'linkedin.com/px',
  'snap.licdn',
  'analytics.tiktok.com',
  'ct.pinterest.com',
  'quantserve',
  'scorecardresearch',
  'plausible.io',
  'posthog.com',
  'cloudflareinsights',
  'fonts.googleapis.com',
  'fonts.gstatic.com',
];

/**
 * Absolute URLs a bundle may carry without ever fetching them: XML namespaces, spec and licence references,
 * React's error decoder link, Leaflet's credit link, and the outbound links patients click (procedure sources,
 * socials).
 */
const INERT = [
  /^http:\/\/www\.w3\.org\//,
  /^https?:\/\/(www\.)?(reactjs\.org|react\.dev)\//,
  /^https:\/\/(github\.com|opensource\.org|mozilla\.org|developer\.mozilla\.org)\//,
  /^https?:\/\/(localhost|127\.0\.0\.1|example\.com)/,
  // The link in Leaflet's default map credit (the map chunk turns that credit off): a link, never loaded.
  /^https:\/\/leafletjs\.com$/,
];

const built = fs.existsSync(path.join(clientDist, 'index.html'));
const files = built
  ? fs
      .readdirSync(clientDist, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f))
  : [];

describe.skipIf(!built)('no third-party trackers in the built app (run `npx vite build` first)', () => {
  it('names no known tracker or analytics host in any built file', () => {
    expect(files.length).toBeGreaterThan(5);
    const hits: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(clientDist, file), 'utf8').toLowerCase();
      for (const host of TRACKERS) if (text.includes(host)) hits.push(`${file}: ${host}`);
    }
    expect(hits).toEqual([]);
  });

  it('loads nothing from another origin: no absolute URLs in src, href, url() or fetch/import calls', () => {
    const loads: string[] = [];
    const loaders = [
      /\b(?:src|href|action|poster)\s*=\s*["'](https?:)?\/\/[^"']+/gi,
      /url\(\s*["']?(?:https?:)?\/\/[^)"']+/gi,
      /\b(?:fetch|import|importScripts|sendBeacon|EventSource|WebSocket)\(\s*["'`](?:https?:|wss?:)?\/\/[^"'`]+/gi,
    ];
    for (const file of files) {
      const text = fs.readFileSync(path.join(clientDist, file), 'utf8');
      for (const re of loaders)
        for (const m of text.matchAll(re)) loads.push(`${file}: ${m[0].slice(0, 120)}`);
    }
    expect(loads.filter((l) => !INERT.some((re) => re.test(l.split(/["'(`]/).pop() ?? '')))).toEqual([]);
  });

  it('lists every other absolute URL in the bundles, and each one is a known inert kind or a plain outbound link', () => {
    const unknown = new Set<string>();
    for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
      const text = fs.readFileSync(path.join(clientDist, file), 'utf8');
      for (const [url] of text.matchAll(/https?:\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`)<>]*/gi)) {
        if (INERT.some((re) => re.test(url))) continue;
        unknown.add(new URL(url).hostname);
      }
    }
    // Outbound links (sources cited in guides, practice websites) are fine; hosts that serve scripts are not.
    for (const host of unknown)
      expect(
        TRACKERS.some((t) => host.includes(t)),
        host,
      ).toBe(false);
  });
});
