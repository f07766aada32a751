import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@client/config/paths';

/** Shown when a page fails to load (e.g. its code chunk could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">
        {status === 404 ? 'This page does not exist.' : 'This page could not be loaded. Please try again.'}
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
        <Link
          to={paths.home.href()}
          className="inline-flex min-h-11 items-center rounded-lg border border-line px-5"
        >
          Return to Home
        </Link>
      </div>
    </div>
  );
}
