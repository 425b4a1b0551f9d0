/**
 * The caching headers of server-rendered HTML. A shared answer tells a CDN the renderer's lifetime
 * (`s-maxage`) and lets browsers keep it only briefly; an answer for one visitor never enters a shared
 * cache.
 */

/** Browsers reuse a shared page at most this long: a reload should soon show the live state. */
const BROWSER_MAX_AGE_S = 5;
/** A stale copy may be served this long (at least) while a fresh one renders behind it. */
const MIN_STALE_WHILE_REVALIDATE_S = 5;

/** Seconds of a renderer's lifetime, rounded down so no cache keeps a page longer than it asked. */
const seconds = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

/**
 * How long past its lifetime a stale copy may still be served while it is refreshed: as long again as
 * the lifetime, and never less than 5 s. The page continues from its embedded feed version in the
 * browser, so a few seconds of staleness cost a larger gap to fetch, not a wrong page.
 */
export const staleWhileRevalidateMs = (sharedMaxAgeMs: number): number =>
  Math.max(MIN_STALE_WHILE_REVALIDATE_S * 1000, sharedMaxAgeMs);

export const sharedCacheControl = (sharedMaxAgeMs: number): string => {
  const shared = seconds(sharedMaxAgeMs);
  return [
    "public",
    `max-age=${Math.min(shared, BROWSER_MAX_AGE_S)}`,
    `s-maxage=${shared}`,
    `stale-while-revalidate=${seconds(staleWhileRevalidateMs(sharedMaxAgeMs))}`,
  ].join(", ");
};

/**
 * For an answer that is not shared: the browser may keep it (so back and forward stay cheap) but must
 * ask again before reusing it; server errors are not kept at all.
 */
export const privateCacheControl = (status: number): string =>
  status >= 500 ? "no-store" : "private, no-cache";

/**
 * `Vary` of a shared page. The cache's key holds the cookies that change the render (theme, odds, time
 * zone, cookie banner), which a CDN cannot see: it must vary on `Cookie` too, or it would hand one
 * visitor's theme to the next. A CDN that wants hits normalises the cookie into its key.
 */
export const sharedVary = (rendererVary: string | undefined): string => {
  const names = ["accept-encoding", "cookie", ...(rendererVary ?? "").split(",")]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "");
  return [...new Set(names)].join(", ");
};
