/**
 * A short-lived cache for anonymous GET answers of the gateway: many visitors asking the same persisted
 * query within a moment get one execution. `bypassCache=true` (or any request with a token) skips it.
 */
export interface CachedResponse {
  readonly status: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Buffer;
}

export interface ResponseCache {
  readonly get: (key: string) => CachedResponse | undefined;
  readonly set: (key: string, value: CachedResponse) => void;
}

export const makeResponseCache = (
  ttlMs: number,
  maxEntries = 500,
  now: () => number = Date.now,
): ResponseCache => {
  const entries = new Map<string, { readonly value: CachedResponse; readonly expires: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set: (key, value) => {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expires: now() + ttlMs });
    },
  };
};
