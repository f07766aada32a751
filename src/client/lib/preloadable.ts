import { use } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A module a page renders but that need not run with the page's own chunk (a form's validation library, say): it
 * loads as a chunk of its own, so evaluating it is a task of its own. `read()` in a component under a Suspense
 * boundary suspends until it has loaded (the server's render waits for it). Once loaded (`preload()`, which
 * start.tsx awaits before hydrating a page the server rendered), `read()` answers at once: React reads the
 * promise's `status` and `value`, so the same tree hydrates without suspending and nothing of the server's
 * markup is replaced.
 */
export function preloadable<T>(load: () => Promise<T>) {
  let promise: Tracked<T> | null = null;
  const get = () => {
    if (!promise) {
      const started: Tracked<T> = load();
      started.status = 'pending';
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        (reason: unknown) => {
          started.status = 'rejected';
          started.reason = reason;
        },
      );
      promise = started;
    }
    return promise;
  };
  return {
    preload: (): Promise<void> => get().then(() => undefined),
    /** The loaded module; suspends until it is there. A hook: call it while rendering. */
    read: (): T => use(get() as Promise<T>),
  };
}
