import { useEffect } from 'react';
import { startIdlePreloads } from '@client/lib/idle-preload';

let pending: (() => void) | null = null;

/** Runs once the page's content is live: start.tsx hands over what typing before then needs carried over. */
export function onPageLive(run: () => void) {
  pending = run;
}

/**
 * Rendered beside the page, inside its Suspense boundary: a server-rendered page hydrates that boundary after the
 * rest of the layout, so this is the moment the page itself answers. Marks it (`<html data-ready>`), after
 * whatever was handed over has run.
 */
export function PageLive() {
  useEffect(() => {
    // A task after the commit: until that one has finished, React does not deliver events to what it hydrated.
    const timer = setTimeout(() => {
      pending?.();
      pending = null;
      document.documentElement.dataset.ready = '';
      // For the benchmarks (scripts/bench-first-tap.ts): when the page became live.
      performance.mark('page-live');
      startIdlePreloads();
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
