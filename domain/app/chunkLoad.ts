import { Schema } from "effect";

/**
 * A lazy chunk that did not arrive (sports-data section 8: "ChunkLoadError with type and request; CSS chunk
 * failure code CSS_CHUNK_LOAD_FAILED"), and the rule that reloads the page once for it.
 */

/**
 * Why a script chunk failed, in webpack's words: `error` the browser could not fetch or run it, `missing` it
 * loaded but lacks the page it should hold (a build that no longer matches), `timeout` it took too long.
 */
export const ChunkLoadErrorType = Schema.Literals(["missing", "timeout", "error"]);
export type ChunkLoadErrorType = typeof ChunkLoadErrorType.Type;

/** A page's script chunk failed; `request` is its URL, or its page name where the URL is not known. */
export class ChunkLoadError extends Schema.TaggedError<ChunkLoadError>()("ChunkLoadError", {
  type: ChunkLoadErrorType,
  request: Schema.String,
}) {
  override get message(): string {
    return `Loading chunk failed (${this.type}: ${this.request})`;
  }
}

export const CSS_CHUNK_LOAD_FAILED = "CSS_CHUNK_LOAD_FAILED";

/** A chunk's stylesheet failed; the page would show unstyled, so it counts as a failed chunk. */
export class CssChunkLoadError extends Schema.TaggedError<CssChunkLoadError>()("CssChunkLoadError", {
  request: Schema.String,
}) {
  get code(): typeof CSS_CHUNK_LOAD_FAILED {
    return CSS_CHUNK_LOAD_FAILED;
  }

  override get message(): string {
    return `Loading CSS chunk failed (${CSS_CHUNK_LOAD_FAILED}: ${this.request})`;
  }
}

export type ChunkLoadFailure = ChunkLoadError | CssChunkLoadError;

/** The request Safari leaves out of its message. */
export const UNKNOWN_REQUEST = "unknown";

/**
 * What each browser says when a dynamic import fails, and what Vite's preload helper says when a chunk's
 * stylesheet fails (`Unable to preload CSS for <url>`).
 */
const SCRIPT_FAILURES: readonly RegExp[] = [
  /^Failed to fetch dynamically imported module: (\S+)/, // Chromium
  /^error loading dynamically imported module: (\S+)/, // Firefox
  /^Importing a module script failed\.?()/, // Safari, no URL
];
const CSS_FAILURE = /^Unable to preload CSS for (\S+)/;

const messageOf = (error: unknown): string | null =>
  error instanceof Error || (typeof error === "object" && error !== null && "message" in error)
    ? String((error as { message: unknown }).message)
    : null;

/**
 * The chunk failure an error stands for, or null when it is some other error. An error already classified
 * is returned as it is.
 */
export const chunkLoadFailureOf = (error: unknown): ChunkLoadFailure | null => {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  const message = messageOf(error);
  if (message === null) return null;
  const css = CSS_FAILURE.exec(message);
  if (css) return new CssChunkLoadError({ request: css[1]! });
  for (const pattern of SCRIPT_FAILURES) {
    const script = pattern.exec(message);
    if (script) return new ChunkLoadError({ type: "error", request: script[1] || UNKNOWN_REQUEST });
  }
  return null;
};

/**
 * How long after an automatic reload a second chunk failure is taken as one a reload does not fix: the
 * error page (with its Reload button) shows instead of reloading again.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Lazy page chunks load within this time or count as a `timeout` (sports-data section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Reload once: when no automatic reload happened within the window before `now`, reload; otherwise show
 * the error. `reloadedAt` is the time of the last automatic reload (null when none is remembered); one
 * written in the future (a clock set back) does not count, so the page is never stuck without its reload.
 */
export const shouldReloadForChunk = (
  reloadedAt: number | null,
  now: number,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean => reloadedAt === null || now < reloadedAt || now - reloadedAt >= windowMs;

/** The remembered reload time as stored (milliseconds since the epoch), or null when absent or unreadable. */
export const reloadMarkerTime = (stored: string | null): number | null => {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  return Number(stored);
};

export const reloadMarkerText = (at: number): string => String(Math.trunc(at));
