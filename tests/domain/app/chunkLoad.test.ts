import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  CssChunkLoadError,
  chunkLoadFailureOf,
  reloadMarkerText,
  reloadMarkerTime,
  shouldReloadForChunk,
  UNKNOWN_REQUEST,
} from "../../../domain/app/chunkLoad";

const chunk = "http://127.0.0.1:3215/assets/SignInPage-DKUuBLk8.js";

describe("chunkLoadFailureOf", () => {
  it.each([
    ["Chromium", new TypeError(`Failed to fetch dynamically imported module: ${chunk}`), chunk],
    ["Firefox", new TypeError(`error loading dynamically imported module: ${chunk}`), chunk],
    ["Safari", new TypeError("Importing a module script failed."), UNKNOWN_REQUEST],
  ])("reads %s's failed import as a ChunkLoadError of type error with its request", (_, error, request) => {
    const failure = chunkLoadFailureOf(error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ _tag: "ChunkLoadError", type: "error", request });
    expect(failure?.message).toBe(`Loading chunk failed (error: ${request})`);
  });

  it("reads Vite's failed stylesheet as CSS_CHUNK_LOAD_FAILED", () => {
    const css = "http://127.0.0.1:3215/assets/settings-B3.css";
    const failure = chunkLoadFailureOf(new Error(`Unable to preload CSS for ${css}`));
    expect(failure).toBeInstanceOf(CssChunkLoadError);
    expect((failure as CssChunkLoadError).code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(failure).toMatchObject({ request: css });
    expect(failure?.message).toBe(`Loading CSS chunk failed (CSS_CHUNK_LOAD_FAILED: ${css})`);
  });

  it("returns an error already classified as it is", () => {
    const timeout = new ChunkLoadError({ type: "timeout", request: "EventPage" });
    expect(chunkLoadFailureOf(timeout)).toBe(timeout);
  });

  it("leaves every other error alone", () => {
    expect(chunkLoadFailureOf(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(chunkLoadFailureOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(chunkLoadFailureOf("Failed to fetch dynamically imported module: x")).toBeNull();
    expect(chunkLoadFailureOf(null)).toBeNull();
    expect(chunkLoadFailureOf(undefined)).toBeNull();
  });
});

describe("shouldReloadForChunk", () => {
  const now = 1_800_000_000_000;

  it("reloads when no automatic reload is remembered", () => {
    expect(shouldReloadForChunk(null, now)).toBe(true);
  });

  it("shows the error when the page reloaded itself within the window", () => {
    expect(shouldReloadForChunk(now - 1, now)).toBe(false);
    expect(shouldReloadForChunk(now - CHUNK_RELOAD_WINDOW_MS + 1, now)).toBe(false);
    expect(shouldReloadForChunk(now, now)).toBe(false);
  });

  it("reloads again once the window has passed (a later deploy is a new failure)", () => {
    expect(shouldReloadForChunk(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(true);
    expect(shouldReloadForChunk(now - 3_600_000, now)).toBe(true);
  });

  it("does not trust a reload time in the future (a clock set back)", () => {
    expect(shouldReloadForChunk(now + 60_000, now)).toBe(true);
  });

  it("takes the window as an argument", () => {
    expect(shouldReloadForChunk(now - 5_000, now, 2_000)).toBe(true);
  });
});

describe("the reload marker", () => {
  it("round-trips a time", () => {
    expect(reloadMarkerTime(reloadMarkerText(1_800_000_000_123))).toBe(1_800_000_000_123);
  });

  it("is absent when missing or unreadable", () => {
    expect(reloadMarkerTime(null)).toBeNull();
    expect(reloadMarkerTime("")).toBeNull();
    expect(reloadMarkerTime("soon")).toBeNull();
    expect(reloadMarkerTime("-5")).toBeNull();
  });
});
