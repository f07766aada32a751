import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { usePageTitle } from '@client/lib/page-title';
import { titles } from '@shared/page-titles';

/** What a page that does not exist shows: the catch-all route, and a page whose server says it is not there. */
export function NotFound() {
  usePageTitle(titles.notFound('Page'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link
        to={paths.home.href()}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </div>
  );
}
