import { storage } from '@client/lib/storage';

// SPEC §3: the disclaimer acceptance lives in local storage, one entry per user and one for guests.
const disclaimerKey = (userId: string | null) => `truself.trugpt.disclaimer.${userId ?? 'guest'}`;

export const disclaimerStore = {
  accepted: (userId: string | null) => storage.get<boolean>(disclaimerKey(userId), false),
  accept: (userId: string | null) => storage.set(disclaimerKey(userId), true),
};
