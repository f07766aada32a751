import { X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { cn } from './ui/cn';

/**
 * Dialogs whose first frame is in the server's markup, hidden: a tap on a button that opens one, before the app
 * has taken the page over, shows it at once (public/early-input.js), and the app's own dialog replaces it once its
 * code has loaded. Without it the tap would show nothing until the app, and then the dialog's chunk, had arrived.
 */
export const EARLY_DIALOGS = {
  /** TruGPT's chat ("Ask TruGPT", the floating button): its frame, loading. */
  chat: 'trugpt-early-dialog',
  /** The bottom bar's TruGPT for a guest: the whole dialog (two links). */
  guestChat: 'guest-trugpt-early-dialog',
} as const;

type EarlyDialogId = (typeof EARLY_DIALOGS)[keyof typeof EARLY_DIALOGS];

/** The attributes of a button that opens a dialog with an early frame: the script opens the frame it names. */
export function earlyDialogTrigger(id: EarlyDialogId, open: boolean) {
  return { 'aria-haspopup': 'dialog', 'aria-expanded': open, 'aria-controls': id } as const;
}

/**
 * Shows the early frame from the app itself, at the tap: the app's dialog may still have to load its chunk and
 * mount (a phone takes a few hundred milliseconds), and until it shows, the frame answers the tap.
 */
export function showEarlyDialog(id: EarlyDialogId) {
  const frame = document.getElementById(id);
  if (frame?.hidden) frame.hidden = false;
}

/**
 * A frame that holds the whole dialog (the bottom bar's offer to a guest), once showing, stays that dialog until it
 * is closed: the app does not swap its own copy in, which would take the frame's links from under a visitor already
 * reaching for one (a finger on it, or the focus the script put on the first). Shows the frame unless it shows
 * already (then the focus stays where the visitor has it), and marks `opener` as its opener, as the script does, so
 * the script closes it as its own: its close button, the backdrop or Escape, and the focus back on `opener`.
 */
export function openWholeEarlyDialog(id: EarlyDialogId, opener: HTMLElement) {
  const frame = document.getElementById(id);
  if (!frame) return;
  opener.setAttribute('aria-expanded', 'true');
  opener.setAttribute('data-early-open', '');
  if (!frame.hidden) return;
  frame.hidden = false;
  frame.querySelector<HTMLElement>('a[href], button')?.focus();
}

/** Whether the frame is showing (opened by the script before the app ran, or by the app at a tap). */
export function earlyDialogShowing(id: EarlyDialogId) {
  return document.getElementById(id)?.hidden === false;
}

/** Closes the frame as the app follows one of its links: the page changes under it, and takes the focus. */
export function closeEarlyDialog(id: EarlyDialogId) {
  const frame = document.getElementById(id);
  if (frame) frame.hidden = true;
  const opener = document.querySelector(`[aria-controls="${id}"][data-early-open]`);
  opener?.removeAttribute('data-early-open');
  opener?.removeAttribute('data-early-click');
  opener?.setAttribute('aria-expanded', 'false');
}

/** Hides the early frame once the app's own dialog shows (the script may have shown it before the app ran). */
export function useHideEarlyDialog(id: EarlyDialogId, open: boolean) {
  useEffect(() => {
    if (open) document.getElementById(id)?.setAttribute('hidden', '');
  }, [id, open]);
}

interface EarlyDialogProps {
  id: EarlyDialogId;
  title: string;
  /** Full screen below 768 px, as the app's dialog is (TruGPT's chat). */
  fullScreenOnMobile?: boolean;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The frame, always hidden in React's render: the script shows it before the app runs, the app at a tap while its
 * dialog loads (`showEarlyDialog`); the app's dialog (through `useHideEarlyDialog`) or the visitor (its close
 * button, the backdrop, Escape) hides it again. It looks as the
 * app's dialog does (components/ui/dialog.tsx) so the swap does not show.
 */
export function EarlyDialog({
  id,
  title,
  fullScreenOnMobile = false,
  closeLabel = 'Close',
  children,
}: EarlyDialogProps) {
  return (
    <div id={id} hidden data-early-dialog="">
      <div data-early-close="" className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-white p-6 text-ink shadow-xl',
          fullScreenOnMobile
            ? 'inset-0 h-dvh w-full md:inset-auto md:top-1/2 md:left-1/2 md:h-150 md:max-h-[85dvh] md:w-[calc(100%-2rem)] md:max-w-100 md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:border md:border-line'
            : 'top-1/2 left-1/2 max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line',
        )}
      >
        <h2 id={`${id}-title`} className="pr-10 text-lg font-semibold leading-7 text-ink">
          {title}
        </h2>
        {children}
        <button
          type="button"
          data-early-close=""
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
