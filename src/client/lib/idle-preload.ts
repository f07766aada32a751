const waiting: (() => Promise<unknown>)[] = [];
let started = false;

/**
 * Loads a module the visitor may well open next (a dialog behind a button on every page) once the page is live and
 * the browser idle, so the tap that opens it does not wait for the network. It stays out of the page's own
 * JavaScript: a failed load only means the tap loads it, as it otherwise would.
 */
export function preloadWhenIdle(load: () => Promise<unknown>) {
  if (typeof window === 'undefined') return;
  if (started) schedule(load);
  else waiting.push(load);
}

/** Called once the page is live (app/layout/page-live.tsx). */
export function startIdlePreloads() {
  started = true;
  for (const load of waiting.splice(0)) schedule(load);
}

function schedule(load: () => Promise<unknown>) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  idle(() => void load().catch(() => undefined));
}
