import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/** SPEC §9: one toast at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

// sonner is loaded on the first toast, not with the first page: most visits never raise one.
const loadSonner = () => import('sonner');

type NotifyOptions = Omit<ExternalToast, 'description'>;
type Kind = 'success' | 'error' | 'info' | 'warning';

// A toast raised before the host has mounted would be dropped; wait for it.
let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export const markToasterReady = () => markReady();

function show(kind: Kind, title: ReactNode, description?: ReactNode, options?: NotifyOptions) {
  void Promise.all([loadSonner(), hostReady]).then(([{ toast }]) => {
    // SPEC §9, one toast at a time: the one on screen leaves as the next arrives. Kept behind it (the host's
    // visibleToasts), it would still be read out, and come back once the new one is closed.
    for (const shown of toast.getToasts()) if (shown.id !== options?.id) toast.dismiss(shown.id);
    toast[kind](title, { ...options, description });
  });
}

/** The one way the app raises toasts: a short title plus an optional description line. */
export const notify = {
  success: (title: ReactNode, description?: ReactNode, options?: NotifyOptions) =>
    show('success', title, description, options),
  error: (title: ReactNode, description?: ReactNode, options?: NotifyOptions) =>
    show('error', title, description, options),
  info: (title: ReactNode, description?: ReactNode, options?: NotifyOptions) =>
    show('info', title, description, options),
  warning: (title: ReactNode, description?: ReactNode, options?: NotifyOptions) =>
    show('warning', title, description, options),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast }) => toast.dismiss(id)),
};
