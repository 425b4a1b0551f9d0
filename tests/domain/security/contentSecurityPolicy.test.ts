import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appPagePolicy,
  baseSecurityHeaders,
  developmentPolicy,
  isTokenPage,
  NOT_A_PAGE_POLICY,
  PERMISSIONS_POLICY,
} from "../../../domain/security/contentSecurityPolicy";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));

const origins = { https: true, formActions: ["https://login.example"], connect: ["wss://funs.example"] };
const nonce = fc.base64String({ minLength: 24, maxLength: 24 });

describe("the app page policy", () => {
  it("lets scripts run only with the response's nonce, and styles from our files or with it", () => {
    fc.assert(
      fc.property(nonce, fc.boolean(), (value, https) => {
        const policy = directives(appPagePolicy(value, { ...origins, https }));
        expect(policy.get("script-src")).toEqual([`'nonce-${value}'`, "'strict-dynamic'"]);
        expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${value}'`]);
        expect(appPagePolicy(value, { ...origins, https })).not.toMatch(/unsafe-(inline|eval|hashes)/);
        for (const name of ["object-src", "base-uri", "frame-ancestors"])
          expect(policy.get(name)).toEqual(["'none'"]);
        // One Trusted Types policy, the service worker's, and workers from our origin only.
        expect(policy.get("trusted-types")).toEqual(["funsclub-sw"]);
        expect(policy.get("worker-src")).toEqual(["'self'"]);
        expect(policy.get("require-trusted-types-for")).toEqual(["'script'"]);
      }),
    );
  });

  it("names the login providers and the websocket, and reports to report-to only over https", () => {
    const secure = directives(appPagePolicy("n", origins));
    expect(secure.get("form-action")).toEqual(["'self'", "https://login.example"]);
    expect(secure.get("connect-src")).toEqual(["'self'", "wss://funs.example"]);
    expect(secure.get("report-uri")).toEqual(["/security__api/csp-report"]);
    expect(secure.get("report-to")).toEqual(["csp"]);
    expect(secure.has("upgrade-insecure-requests")).toBe(true);
    // Chromium sends nothing at all from an http page whose policy names report-to.
    const plain = directives(appPagePolicy("n", { ...origins, https: false }));
    expect(plain.has("report-to")).toBe(false);
    expect(plain.get("report-uri")).toEqual(["/security__api/csp-report"]);
    expect(plain.has("upgrade-insecure-requests")).toBe(false);
  });

  it("loosens scripts and styles for Vite in development, never framing or plugins", () => {
    const dev = directives(developmentPolicy());
    expect(dev.get("script-src")).toContain("'unsafe-inline'");
    expect(dev.get("frame-ancestors")).toEqual(["'none'"]);
    expect(dev.get("object-src")).toEqual(["'none'"]);
    expect(directives(NOT_A_PAGE_POLICY).get("default-src")).toEqual(["'none'"]);
  });
});

describe("the headers of every response", () => {
  it("deny framing, sniffing and unused features, and add HSTS over https only", () => {
    expect(baseSecurityHeaders(false)).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(baseSecurityHeaders(false)["strict-transport-security"]).toBeUndefined();
    expect(baseSecurityHeaders(true)["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    for (const entry of PERMISSIONS_POLICY.split(", ")) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });
});

describe("token pages", () => {
  it("are the pages whose address holds a secret, in any locale", () => {
    for (const path of [
      "/en-us/password/reset/abc",
      "/es/user/verify/abc",
      "/en-us/email-verification/u1/ann%40example.com",
      "/en-us/user-profile/email-verification/abc",
      "/en-us/oauth/callback",
    ])
      expect(isTokenPage(path), path).toBe(true);
    for (const path of [
      "/en-us/",
      "/en-us/live/soccer",
      "/en-us/sign-in",
      "/en-us/oauth/callbacks",
      "/password/reset/x",
    ])
      expect(isTokenPage(path), path).toBe(false);
  });
});
