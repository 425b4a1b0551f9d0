import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  chunkLoadFailureOf,
  reloadMarkerText,
  reloadMarkerTime,
  shouldReloadForChunk,
} from "../../domain/app/chunkLoad.ts";
import type { StoragePort } from "../../domain/settings/versionedEntry.ts";
import { failSafeStorage } from "./storage.ts";

/** When the page last reloaded itself for a failed chunk (sessionStorage: one tab, one visit). */
export const CHUNK_RELOAD_KEY = "funsclub:chunkReloadAt";

/**
 * NOTE: TanStack's `lazyRouteComponent` reloads the page by itself, once per error message per session,
 * when a page's import fails with "module not found" (it marks `tanstack_router_reload:<message>`). Marking
 * it here leaves one rule, ours (once within CHUNK_RELOAD_WINDOW_MS), instead of two reloads in a row.
 */
const ROUTER_RELOAD_KEY_PREFIX = "tanstack_router_reload:";

/** What Vite's preload helper dispatches on `window` when a chunk's script or stylesheet fails. */
interface VitePreloadErrorEvent extends Event {
  readonly payload?: unknown;
}

/** The part of `window` the watcher needs. */
export interface ChunkLoadPage {
  readonly addEventListener: (type: "vite:preloadError", listener: (event: Event) => void) => void;
  readonly removeEventListener: (type: "vite:preloadError", listener: (event: Event) => void) => void;
  readonly location: { readonly reload: () => void };
}

/**
 * The tab's sessionStorage, or null where the browser refuses it: without a marker that survives the
 * reload the page could not tell its second failure from its first, so it never reloads by itself there.
 */
export const chunkReloadStorage = (page: { readonly sessionStorage: Storage }): StoragePort | null => {
  try {
    return failSafeStorage(page.sessionStorage);
  } catch {
    return null;
  }
};

/**
 * Reloads the page once when a lazy chunk (script or stylesheet) fails to load: a deploy has usually
 * replaced the chunks this page was built against, and a reload fetches the new ones. A second failure
 * within the window is left to the router, whose error page shows the failure with its Reload button.
 * Returns the function that stops watching.
 */
export const watchChunkLoadFailures = (
  page: ChunkLoadPage,
  storage: StoragePort | null,
  now: () => number = Date.now,
): (() => void) => {
  const onPreloadError = (event: Event) => {
    const payload = (event as VitePreloadErrorEvent).payload;
    const failure = chunkLoadFailureOf(payload);
    if (!failure || !storage) return;
    if (failure._tag === "ChunkLoadError" && payload instanceof Error) {
      storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${payload.message}`, "1");
    }
    const at = now();
    if (!shouldReloadForChunk(reloadMarkerTime(storage.getItem(CHUNK_RELOAD_KEY)), at)) return;
    const marker = reloadMarkerText(at);
    storage.setItem(CHUNK_RELOAD_KEY, marker);
    // A marker the storage did not keep (quota, privacy mode) would make every load reload again.
    if (storage.getItem(CHUNK_RELOAD_KEY) !== marker) return;
    console.warn(`${failure.message}: reloading the page once`);
    page.location.reload();
  };
  page.addEventListener("vite:preloadError", onPreloadError);
  return () => page.removeEventListener("vite:preloadError", onPreloadError);
};

/**
 * A page's dynamic import as the router should await it: a failure becomes a ChunkLoadError (`error`),
 * a module without the page's export one of type `missing`, and no answer within the spec's 120 s one of
 * type `timeout`. `page` is the export's name, the request where the chunk's URL is not known.
 */
export const loadChunk = <TModule extends Record<string, unknown>>(
  page: keyof TModule & string,
  load: () => Promise<TModule>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<TModule> =>
  new Promise<TModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError({ type: "timeout", request: page })), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        if (module?.[page] === undefined) reject(new ChunkLoadError({ type: "missing", request: page }));
        else resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(chunkLoadFailureOf(error) ?? error);
      },
    );
  });
