import { homeImage } from './og/og-images';
import type { PageMeta } from './page-meta';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

// JSON-LD sits inside <script>: escape "<" so no value can close the tag.
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.canonicalPath}`;
  const image = meta.image ?? homeImage;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="TruSelf" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:image" content="${escapeHtml(publicUrl + image.path)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html carries a <!--head--> marker where the per-page tags go. A function replacement, because a string
 * one would read "$&", "$'" or "$1" in a provider's name or the URL as patterns.
 */
export function injectHead(template: string, meta: PageMeta, publicUrl: string) {
  const tags = renderHeadTags(meta, publicUrl);
  return template.replace(/<title>[^<]*<\/title>/, '').replace('<!--head-->', () => tags);
}
