import { PlainLogo } from './logo';

/**
 * What a page the browser renders itself shows until its data is in: the top bar's frame and the loading bar.
 * The server puts the same markup in #root (a signed-in visitor's pages are not rendered there), so the page is
 * not blank while the app's scripts load; the router shows it while the first page's chunk and loaders run.
 * `data-loading-shell` tells start.tsx to render over it rather than hydrate it.
 */
export function LoadingShell() {
  return (
    <div data-loading-shell="" className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-white/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <PlainLogo />
        </div>
      </header>
      <LoadingBar />
    </div>
  );
}

/** The thin bar across the top of the window while a page loads. */
export function LoadingBar() {
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
      role="progressbar"
      aria-label="Loading page"
    />
  );
}
