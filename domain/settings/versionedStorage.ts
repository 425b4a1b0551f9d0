/**
 * Versioned browser storage entries (sports-data section 9: "storage entries are versioned and dropped if
 * the version differs"). An entry is stored as JSON `{ version, value }`; reading one whose version differs,
 * whose JSON is broken or whose value fails its check removes it, so the caller falls back to its default.
 *
 * NOTE: plain type guards rather than Effect Schema on purpose: this runs in the browser bundle on every
 * start, and the few shapes stored here do not justify shipping a schema library to the client.
 */

/** The subset of the Web Storage API we use, so `localStorage` fits as is and tests pass a memory one. */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** How one stored value is recognised: its key, its current version and a check of the decoded value. */
export interface EntrySpec<A> {
  readonly key: string;
  readonly version: number;
  readonly is: (value: unknown) => value is A;
}

export type DecodedEntry<A> =
  | { readonly kind: "missing" }
  | { readonly kind: "valid"; readonly value: A }
  | { readonly kind: "dropped"; readonly reason: "version" | "malformed" };

export const encodeEntry = <A>(spec: EntrySpec<A>, value: A): string =>
  JSON.stringify({ version: spec.version, value });

const parse = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Pure: what a raw stored string means for this spec. */
export const decodeEntry = <A>(spec: EntrySpec<A>, raw: string | null): DecodedEntry<A> => {
  if (raw === null) return { kind: "missing" };
  const parsed = parse(raw);
  if (typeof parsed !== "object" || parsed === null || !("version" in parsed) || !("value" in parsed)) {
    return { kind: "dropped", reason: "malformed" };
  }
  if (parsed.version !== spec.version) return { kind: "dropped", reason: "version" };
  return spec.is(parsed.value)
    ? { kind: "valid", value: parsed.value }
    : { kind: "dropped", reason: "malformed" };
};

/** Reads one entry; a dropped entry is removed from storage so it is not decoded again on every start. */
export const readEntry = <A>(storage: StoragePort, spec: EntrySpec<A>): A | undefined => {
  const decoded = decodeEntry(spec, storage.getItem(spec.key));
  if (decoded.kind === "dropped") storage.removeItem(spec.key);
  return decoded.kind === "valid" ? decoded.value : undefined;
};

export const writeEntry = <A>(storage: StoragePort, spec: EntrySpec<A>, value: A): void =>
  storage.setItem(spec.key, encodeEntry(spec, value));

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
