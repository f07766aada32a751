import { RATE_LIMITS } from '@shared/constants';
import { storage } from '@client/lib/storage';

export type ClientLimitBucket = keyof typeof RATE_LIMITS;

// Outside the auth prefix on purpose: signing out must not reset the counters.
const KEY_PREFIX = 'truself.limits.';

/**
 * SPEC §9 limits counted in the browser too, so a person hears SPEC's message before the server says it.
 * Each form keeps the times of its recent attempts in local storage.
 */
export function clientRateLimit(bucket: ClientLimitBucket, form: string = bucket) {
  const { max, windowMs } = RATE_LIMITS[bucket];
  const key = `${KEY_PREFIX}${form}`;
  const recent = () => storage.get<number[]>(key, []).filter((at) => Date.now() - at < windowMs);
  return {
    /** True when another attempt now would exceed the limit. */
    isLimited: () => recent().length >= max,
    /** Counts one attempt. */
    record: () => storage.set(key, [...recent(), Date.now()]),
  };
}
