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

/**
 * `current` first, else an entry `legacy` still holds, moved into `current` once read: the settings went
 * from `localStorage` to cookies (issue 14), and a visitor keeps what they chose. The legacy entry is
 * deleted only once `current` holds it, and a write `current` refuses (cookies blocked) goes to `legacy`, so
 * such a browser still remembers. Otherwise nothing is left in `legacy` that a later read could bring back.
 */
export const migratingStorage = (current: StoragePort, legacy: StoragePort): StoragePort => ({
  getItem: (key) => {
    const value = current.getItem(key);
    if (value !== null) return value;
    const old = legacy.getItem(key);
    if (old === null) return null;
    current.setItem(key, old);
    if (current.getItem(key) !== null) legacy.removeItem(key);
    return old;
  },
  setItem: (key, value) => {
    current.setItem(key, value);
    if (current.getItem(key) !== null) legacy.removeItem(key);
    else legacy.setItem(key, value);
  },
  removeItem: (key) => {
    current.removeItem(key);
    legacy.removeItem(key);
  },
});
