import './lib/zod-jitless';
import './styles.css';

/** Lets the browser paint and answer input between two pieces of the start-up work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the page: the frame after the first one it could draw (a callback of
 * `requestAnimationFrame` runs before that frame's paint; a task queued from it runs after). A browser draws no
 * frame while the page's stylesheet is still on its way, so this waits for it too. A page that draws no frames
 * (hidden, or a window covered by another) is not waited for beyond half a second.
 */
function afterFirstPaint(): Promise<void> {
  // Painted already (the scripts came after the paint, as on a phone's link): nothing to wait for. Waiting a
  // frame more then was not free: a field typed into before the app ran was, once in ten, empty after it.
  if (performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, 500);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/**
 * The browser's entry. Evaluating a module and everything it imports is one task, which for the whole app (React
 * DOM, React Router, TanStack Query and the shell) would hold a phone's main thread for hundreds of milliseconds.
 * So the entry imports the app a piece at a time, each piece a chunk of its own evaluated in its own task, with
 * the browser free to paint and answer input in between. The server preloads every piece with the page
 * (render/preload.ts), so this adds no round trip: each import finds its chunk already fetched.
 *
 * None of it runs before the page's first paint: the server's markup is what a visitor first sees, and on a phone
 * the app's evaluation, 150 kB of script, would hold that paint back by hundreds of milliseconds when the scripts
 * arrive before it (a fast link, or a page the cache already holds). The scripts are fetched meanwhile all the same.
 */
async function boot() {
  if (document.getElementById('root')?.firstElementChild) await afterFirstPaint();
  await import('./boot/react-dom');
  await yieldToBrowser();
  await import('./boot/router');
  await yieldToBrowser();
  const { start } = await import('./start');
  start();
}

void boot();
