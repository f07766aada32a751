import { isAppPath, paths } from '@shared/paths';
import type { Deps } from '../context';
import type { PageImage } from './og/og-images';
import { fixedPageTitle, homeTitle, titles } from '@shared/page-titles';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /procedure/rhinoplasty */
  canonicalPath: string;
  /** The share picture (og:image); pages without one use the home page's card. */
  image?: PageImage;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown>;
  /** 404 for unknown ids, so crawlers drop them. */
  status?: 200 | 404;
}

export type MetaResolver = (path: string, deps: Deps) => Promise<PageMeta | null>;

const resolvers: MetaResolver[] = [];

/** Domains register a resolver for the paths they own (provider, procedure, location, article pages). */
export function registerMetaResolver(resolver: MetaResolver) {
  resolvers.push(resolver);
}

export const defaultMeta: PageMeta = {
  title: homeTitle,
  description:
    'Compare board-certified providers, read procedure guides with sourced costs and recovery times, and ask TruGPT your questions.',
  canonicalPath: '/',
  type: 'website',
};

export async function resolvePageMeta(path: string, deps: Deps): Promise<PageMeta> {
  for (const resolve of resolvers) {
    const meta = await resolve(path, deps);
    if (meta) return meta;
  }
  // A path no page serves still gets the app (which shows its "not found" page), with a 404 status for crawlers.
  // Development-only pages (the mail outbox) are not pages of a production site.
  // Compared without trailing slashes: the router serves "/dev/outbox/" as the same page.
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!isAppPath(path) || (deps.env.NODE_ENV === 'production' && bare === paths.devOutbox.path)) {
    return {
      title: titles.notFound('Page'),
      description: 'We could not find that page. Search providers or browse procedure guides on TruSelf.',
      canonicalPath: '/',
      status: 404,
    };
  }
  return { ...defaultMeta, title: fixedPageTitle(path) ?? defaultMeta.title, canonicalPath: path };
}
