import { describe, expect, it } from "vitest";
import { returnTarget, signInHref, signInSearchFrom } from "../../../ui/auth/signInRedirect.ts";

describe("signInHref", () => {
  it("names the page to come back to, encoded", () => {
    expect(signInHref("en-us", "/en-us/settings/change-password?tab=1")).toBe(
      "/en-us/sign-in?redirect=%2Fen-us%2Fsettings%2Fchange-password%3Ftab%3D1",
    );
  });
});

describe("returnTarget", () => {
  it("goes back to the page in the language the user reads now", () => {
    expect(returnTarget("/en-us/settings/change-password?x=1", "es-es")).toBe(
      "/es-es/settings/change-password?x=1",
    );
  });

  it("never leaves the site and goes home for anything else", () => {
    for (const redirect of [
      "//evil.example/en-us/",
      "https://evil.example",
      "/\\evil",
      "/nolocale",
      42,
      undefined,
    ]) {
      expect(returnTarget(redirect, "en-us")).toBe("/en-us/");
    }
  });
});

describe("signInSearchFrom", () => {
  it("brings the visitor back to an ordinary page", () => {
    expect(signInSearchFrom("/en-us/live/soccer")).toEqual({ redirect: "/en-us/live/soccer" });
  });

  it("does not come back to the home page or to an account page", () => {
    for (const href of [
      "/en-us/",
      "/en-us/sign-in?redirect=/x",
      "/en-us/password/reset/abc",
      "/en-us/sign-up",
    ]) {
      expect(signInSearchFrom(href)).toEqual({});
    }
  });
});
