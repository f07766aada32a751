// Local browser storage with safe fallbacks (private mode, quota, corrupt values never crash a page).
export const storage = {
  get<T>(key: string, fallback: T): T {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  },
  set(key: string, value: unknown) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled: the value lives only for this page view
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
  /** Removes every key starting with a prefix (e.g. all locally stored auth entries on sign-out). */
  removePrefix(prefix: string) {
    try {
      for (const key of Object.keys(window.localStorage))
        if (key.startsWith(prefix)) window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};
