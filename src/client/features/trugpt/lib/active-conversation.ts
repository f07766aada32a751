import { useSyncExternalStore } from 'react';

// The dialog and the full chat page show the same active conversation; it belongs to one signed-in user.
let state: { owner: string | null; id: string | null } = { owner: null, id: null };
// Several components may run the chat at once (page and panel); only one may create the Welcome Chat.
const welcomeClaimed = new Set<string>();
const listeners = new Set<() => void>();

export const activeConversation = {
  set(owner: string | null, id: string | null) {
    state = { owner, id };
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  /** True for the first caller per user only. */
  claimWelcome(owner: string) {
    if (welcomeClaimed.has(owner)) return false;
    welcomeClaimed.add(owner);
    return true;
  },
};

export function useActiveConversation(owner: string | null) {
  const current = useSyncExternalStore(
    activeConversation.subscribe,
    activeConversation.get,
    activeConversation.get,
  );
  return current.owner === owner ? current.id : null;
}
