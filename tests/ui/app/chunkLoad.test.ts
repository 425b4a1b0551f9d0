import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, ChunkLoadError, CssChunkLoadError } from "../../../domain/app/chunkLoad.ts";
import { CHUNK_RELOAD_KEY, loadChunk, watchChunkLoadFailures } from "../../../ui/app/chunkLoad.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";

const chunk = "http://127.0.0.1:3215/assets/SignInPage-DKUuBLk8.js";
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

/** A window that records its reloads; `fail` dispatches what Vite's preload helper dispatches. */
const aPage = () => {
  const target = new EventTarget();
  const reloads: number[] = [];
  const page = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    location: { reload: () => void reloads.push(1) },
  };
  const fail = (payload: unknown) => {
    const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
    target.dispatchEvent(event);
    return event;
  };
  return { page, reloads, fail };
};

describe("watchChunkLoadFailures", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reloads once for a failed chunk and leaves the second failure within the window to the error page", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = createMemoryStorage();
    let now = 1_000_000;
    const first = aPage();
    watchChunkLoadFailures(first.page, storage, () => now);
    const event = first.fail(importFailure());
    expect(first.reloads).toHaveLength(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1000000");
    // The import still fails for the router: the watcher never swallows the error.
    expect(event.defaultPrevented).toBe(false);

    // The reloaded page: same tab storage, a few seconds later.
    now += 4_000;
    const second = aPage();
    watchChunkLoadFailures(second.page, storage, () => now);
    second.fail(importFailure());
    expect(second.reloads).toHaveLength(0);

    // Much later (a new deploy): a new failure gets its reload again.
    now += CHUNK_RELOAD_WINDOW_MS;
    const later = aPage();
    watchChunkLoadFailures(later.page, storage, () => now);
    later.fail(importFailure());
    expect(later.reloads).toHaveLength(1);
  });

  it("keeps the router's own reload-on-missing-module off, so there is one rule", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = createMemoryStorage();
    const { page, fail } = aPage();
    watchChunkLoadFailures(page, storage, () => 1);
    fail(importFailure());
    expect(storage.getItem(`tanstack_router_reload:${importFailure().message}`)).toBe("1");
  });

  it("reloads for a failed stylesheet too", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { page, reloads, fail } = aPage();
    watchChunkLoadFailures(page, createMemoryStorage(), () => 1);
    fail(new Error("Unable to preload CSS for http://127.0.0.1:3215/assets/settings-B3.css"));
    expect(reloads).toHaveLength(1);
  });

  it("ignores errors that are not chunk failures", () => {
    const storage = createMemoryStorage();
    const { page, reloads, fail } = aPage();
    watchChunkLoadFailures(page, storage, () => 1);
    fail(new Error("Cannot read properties of undefined"));
    expect(reloads).toHaveLength(0);
    expect(storage.entries()).toEqual({});
  });

  it("never reloads without a storage that keeps the marker (it could not tell a loop)", () => {
    const refusing = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    for (const storage of [null, refusing]) {
      const { page, reloads, fail } = aPage();
      watchChunkLoadFailures(page, storage, () => 1);
      fail(importFailure());
      expect(reloads).toHaveLength(0);
    }
  });

  it("stops watching when asked", () => {
    const { page, reloads, fail } = aPage();
    const stop = watchChunkLoadFailures(page, createMemoryStorage(), () => 1);
    stop();
    fail(importFailure());
    expect(reloads).toHaveLength(0);
  });
});

describe("loadChunk", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves the page's module", async () => {
    const module = { SignInPage: () => null };
    await expect(loadChunk("SignInPage", () => Promise.resolve(module))).resolves.toBe(module);
  });

  it("turns a failed import into a ChunkLoadError of type error with the chunk's URL", async () => {
    const failure = loadChunk("SignInPage", () => Promise.reject(importFailure()));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ type: "error", request: chunk });
  });

  it("turns a failed stylesheet into CSS_CHUNK_LOAD_FAILED", async () => {
    const failure = loadChunk("SignInPage", () =>
      Promise.reject(new Error("Unable to preload CSS for http://x/assets/a.css")),
    );
    await expect(failure).rejects.toBeInstanceOf(CssChunkLoadError);
    await expect(failure).rejects.toMatchObject({ code: "CSS_CHUNK_LOAD_FAILED" });
  });

  it("calls a module without the page missing", async () => {
    const failure = loadChunk<Record<string, unknown>>("SignInPage", () => Promise.resolve({ Other: 1 }));
    await expect(failure).rejects.toMatchObject({
      _tag: "ChunkLoadError",
      type: "missing",
      request: "SignInPage",
    });
  });

  it("gives up after the timeout with type timeout", async () => {
    vi.useFakeTimers();
    const failure = loadChunk("EventPage", () => new Promise<Record<string, unknown>>(() => {}), 120_000);
    const settled = expect(failure).rejects.toMatchObject({ type: "timeout", request: "EventPage" });
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void failure.catch(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("leaves other errors as they are", async () => {
    const boom = new Error("boom");
    await expect(loadChunk("SignInPage", () => Promise.reject(boom))).rejects.toBe(boom);
  });
});
