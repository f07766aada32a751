import { useSyncExternalStore } from 'react';

// The dialog and the full chat page show the same active conversation; it belongs to one signed-in user.
let state: { owner: string | null; id: string | null } = { owner: null, id: null };
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
};

export function useActiveConversation(owner: string | null) {
  const current = useSyncExternalStore(
    activeConversation.subscribe,
    activeConversation.get,
    activeConversation.get,
  );
  return current.owner === owner ? current.id : null;
}
