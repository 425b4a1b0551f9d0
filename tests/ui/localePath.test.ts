import { describe, expect, it } from "vitest";
import { localeOfPath, localeRedirect, pageOfPath, shouldScrollToTop } from "../../ui/app/localePath.ts";

describe("locale segment of a path", () => {
  it("reads a supported locale only", () => {
    expect(localeOfPath("/es-es/live/soccer")).toBe("es-es");
    expect(localeOfPath("/xx-yy/live/soccer")).toBeUndefined();
    expect(localeOfPath("/")).toBeUndefined();
  });

  it.each([
    ["/en-us/", undefined],
    ["/th-th/all/tennis/2026-11-22", undefined],
    ["/xx-yy/live/soccer", "/en-us/live/soccer"],
    ["/live/soccer", "/en-us/live/soccer"],
    ["/english", "/en-us/english"],
    ["/ES-ES/live", "/es-es/live"],
    ["/zh-TW/", "/zh-tw/"],
  ])("redirects %s to %s", (pathname, expected) => {
    expect(localeRedirect(pathname, "en-us")).toBe(expected);
  });

  it("falls back to the given locale", () => {
    expect(localeRedirect("/xx-yy/", "pt-br")).toBe("/pt-br/");
  });

  it("names the page regardless of its locale", () => {
    expect(pageOfPath("/es-es/live/soccer")).toBe("/live/soccer");
    expect(pageOfPath("/es-es")).toBe("/");
    expect(pageOfPath("/es-es/")).toBe("/");
  });
});

describe("scroll to top after a route change", () => {
  it("scrolls when the page changes", () => {
    expect(shouldScrollToTop("/en-us/", "/en-us/live/soccer")).toBe(true);
    expect(shouldScrollToTop("/en-us/all/soccer/2026-11-22", "/en-us/all/soccer/2026-11-23")).toBe(true);
  });

  it("keeps the position when only the language changes, and on first load", () => {
    expect(shouldScrollToTop("/en-us/live/soccer", "/es-es/live/soccer")).toBe(false);
    expect(shouldScrollToTop(undefined, "/en-us/")).toBe(false);
  });
});
