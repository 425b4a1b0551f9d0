/**
 * Versioned storage entries (sports-data section 9: "storage entries are versioned and dropped if
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
