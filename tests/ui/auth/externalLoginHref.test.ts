import { describe, expect, it } from "vitest";
import { externalLoginHref } from "../../../ui/auth/externalLoginHref.ts";

describe("externalLoginHref (accounts spec section 7)", () => {
  it("names the provider in the path and passes the page, the encoded user agent and an empty ip token", () => {
    const href = externalLoginHref(
      "funsclub-dev",
      "/en-us/sign-in?redirect=%2Fen-us%2Flive",
      "Mozilla/5.0 (X11)",
    );
    const url = new URL(href, "http://site.test");
    expect(url.pathname).toBe("/auth/external/funsclub-dev");
    expect(url.searchParams.get("postOAuthUrl")).toBe("/en-us/sign-in?redirect=%2Fen-us%2Flive");
    expect(url.searchParams.get("deviceInfo")).toBe(encodeURIComponent("Mozilla/5.0 (X11)"));
    expect(url.searchParams.get("ipToken")).toBe("");
  });

  it("never hands the server a return address off the site", () => {
    const url = new URL(externalLoginHref("funsclub-dev", "//evil.example/", "ua"), "http://site.test");
    expect(url.searchParams.get("postOAuthUrl")).toBe("/");
  });
});
