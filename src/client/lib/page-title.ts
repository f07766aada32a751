import { useEffect } from 'react';
import { siteName } from '@shared/page-titles';

/**
 * The title of a page about one thing (a provider, a guide), from `@shared/page-titles` as the server wrote it; the
 * site's name while the page is still loading it. Pages whose title is fixed get theirs from the layout.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ?? siteName;
  }, [title]);
}
