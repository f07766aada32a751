import { useSyncExternalStore } from 'react';
import { storage } from '@client/lib/storage';

// SPEC §3: the disclaimer acceptance lives in local storage, one entry per user and one for guests.
const disclaimerKey = (userId: string | null) => `truself.trugpt.disclaimer.${userId ?? 'guest'}`;
const listeners = new Set<() => void>();

/**
 * A patient who accepted and then signs out is still the person at this screen: their acceptance stands for the
 * browser's guest entry too, so the signed-out chat does not ask again. It never flows the other way: each
 * account that signs in here accepts once for itself.
 */
export const disclaimerStore = {
  accepted: (userId: string | null) => storage.get<boolean>(disclaimerKey(userId), false),
  accept: (userId: string | null) => {
    storage.set(disclaimerKey(userId), true);
    storage.set(disclaimerKey(null), true);
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/**
 * Whether this user (or guest) accepted. The server cannot read the browser's storage and renders "not yet";
 * hydration starts from that too and then reads the storage, so the two never disagree.
 */
export function useDisclaimerAccepted(userId: string | null) {
  return useSyncExternalStore(
    disclaimerStore.subscribe,
    () => disclaimerStore.accepted(userId),
    () => false,
  );
}
