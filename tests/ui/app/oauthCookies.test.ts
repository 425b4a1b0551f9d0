import { describe, expect, it } from "vitest";
import { parseCookies, takeOAuthCookies } from "../../../ui/app/oauthCookies.ts";

/** `document.cookie` in miniature: reading gives every cookie, writing sets or (max age -1) deletes one. */
const cookieJar = (initial: Record<string, string>) => {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=-1/i.test(line)) jar.delete(name!);
      else jar.set(name!, value ?? "");
    },
  };
};

describe("parseCookies", () => {
  it("splits the header and keeps values as sent", () => {
    expect(parseCookies("a=1; funs_post_oauth_url=%2Fen-us%2F; b=x=y")).toEqual({
      a: "1",
      funs_post_oauth_url: "%2Fen-us%2F",
      b: "x=y",
    });
  });
});

describe("takeOAuthCookies", () => {
  it("reads both cookies and deletes them with max age -1, leaving the others", () => {
    const doc = cookieJar({ funs_oauth_token: "tok", funs_post_oauth_url: "%2Fen-us%2F", theme: "dark" });
    expect(takeOAuthCookies(doc)).toEqual({ token: "tok", postOAuthUrl: "%2Fen-us%2F" });
    expect(doc.cookie).toBe("theme=dark");
    expect(doc.writes.every((line) => line.includes("Max-Age=-1") && line.includes("Path=/"))).toBe(true);
  });

  it("reports a missing cookie as missing", () => {
    expect(takeOAuthCookies(cookieJar({}))).toEqual({ token: undefined, postOAuthUrl: undefined });
  });
});
