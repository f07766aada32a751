import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fixedPageTitle } from '@shared/page-titles';

/** Sets the title of pages whose title is fixed by their path; pages about one thing set theirs (usePageTitle). */
export function FixedPageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = fixedPageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return null;
}
