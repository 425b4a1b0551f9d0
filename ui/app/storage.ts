import type { StoragePort } from "../../domain/settings/versionedEntry.ts";

/** In-memory storage: used by tests, and by the browser when `localStorage` is unavailable (privacy modes). */
export const createMemoryStorage = (initial: Readonly<Record<string, string>> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    /** A copy of the current contents, for assertions. */
    entries: (): Record<string, string> => Object.fromEntries(items),
  } satisfies StoragePort & { entries(): Record<string, string> };
};

/**
 * Storage that never throws: browsers throw on quota, in some privacy modes and when storage is disabled,
 * and a setting that cannot be remembered must not break the page.
 */
export const failSafeStorage = (storage: StoragePort): StoragePort => ({
  getItem: (key) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      storage.setItem(key, value);
    } catch {
      // Not remembered: the setting still applies for this visit.
    }
  },
  removeItem: (key) => {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to do: a stale entry is dropped again on the next read.
    }
  },
});
