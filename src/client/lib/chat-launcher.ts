import { useSyncExternalStore } from 'react';
import { EARLY_DIALOGS, showEarlyDialog } from '@client/components/early-dialog';

// Any page can open the TruGPT dialog (floating button, "Ask TruGPT about this provider") without prop drilling.
export interface ChatLaunchState {
  open: boolean;
  /** True once the dialog has been opened; its code loads then. */
  everOpened?: boolean;
  /** Provider in context when opened from a provider profile. */
  providerId?: number;
  providerName?: string;
  /** A question to pre-fill. */
  prompt?: string;
  /** Counts the opens, so each "Ask TruGPT about this provider" tap starts its own conversation. */
  launch?: number;
}

let state: ChatLaunchState = { open: false };
const listeners = new Set<() => void>();

function set(next: ChatLaunchState) {
  state = next;
  for (const l of listeners) l();
}

export const chatLauncher = {
  open: (context: Omit<ChatLaunchState, 'open' | 'everOpened' | 'launch'> = {}) => {
    // The chat's frame answers the tap at once; the dialog replaces it once loaded (components/early-dialog.tsx).
    showEarlyDialog(EARLY_DIALOGS.chat);
    set({ open: true, everOpened: true, launch: (state.launch ?? 0) + 1, ...context });
  },
  close: () => set({ ...state, open: false }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

export function useChatLauncher() {
  return useSyncExternalStore(chatLauncher.subscribe, chatLauncher.get, chatLauncher.get);
}
