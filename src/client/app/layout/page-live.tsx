import { useEffect } from 'react';
import { startIdlePreloads } from '@client/lib/idle-preload';

let pending: (() => void) | null = null;

/** Runs once the page's content is live: start.tsx hands over what typing before then needs carried over. */
export function onPageLive(run: () => void) {
  pending = run;
}

/**
 * Rendered beside the page, inside its Suspense boundary: a server-rendered page hydrates that boundary after the
 * rest of the layout, so this is the moment the page itself answers. Marks it (`<html data-ready>`), then runs
 * whatever was handed over, in the same task.
 */
export function PageLive() {
  useEffect(() => {
    // A task after the commit: until that one has finished, React does not deliver events to what it hydrated.
    const timer = setTimeout(() => {
      // Live first: what the replay below sends (a form's submit, a press) is the app's own, and public/early-input.js
      // must let it through rather than hold it again (a newsletter address sent early was held twice, and lost).
      document.documentElement.dataset.ready = '';
      pending?.();
      pending = null;
      // For the benchmarks (scripts/bench-first-tap.ts): when the page became live.
      performance.mark('page-live');
      startIdlePreloads();
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
