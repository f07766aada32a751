/** The id segment of a page path such as /procedure/{id}, decoded; null when the path is not that page. */
export function pathParam(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

export { pageTitle, siteName } from '@shared/page-titles';

/** Meta descriptions read best under ~160 characters; cut at a word boundary. */
export function clip(text: string, max = 158): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
