import './lib/zod-jitless';
import './styles.css';

/** Lets the browser paint and answer input between two pieces of the start-up work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The browser's entry. Evaluating a module and everything it imports is one task, which for the whole app (React
 * DOM, React Router, TanStack Query and the shell) would hold a phone's main thread for hundreds of milliseconds.
 * So the entry imports the app a piece at a time, each piece a chunk of its own evaluated in its own task, with
 * the browser free to paint and answer input in between. The server preloads every piece with the page
 * (render/preload.ts), so this adds no round trip: each import finds its chunk already fetched.
 */
async function boot() {
  await import('./boot/react-dom');
  await yieldToBrowser();
  await import('./boot/router');
  await yieldToBrowser();
  const { start } = await import('./start');
  start();
}

void boot();
