import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_UPLOAD_PATH } from "../../../domain/files/fileRoutes";
import { NOT_A_PAGE_POLICY, PERMISSIONS_POLICY } from "../../../domain/security/contentSecurityPolicy";
import { eventOgImagePath } from "../../../domain/seo/ogImagePath";
import type { SimulatorProvider } from "../../../server/provider/simulator/SimulatorProvider";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "../../helpers/renderingServer";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { signedInUser } from "../accounts/accountsHarness";
import { makePng } from "../files/filesHarness";

/**
 * Issue 17's header set on every kind of answer the server gives: pages, static files, RPC, GraphQL,
 * uploaded files, share images, and the token pages' stricter referrer and caching.
 */
let server: TestServer<SimulatorProvider>;

beforeAll(async () => {
  server = await startRenderingServer("headers", {
    PUBLIC_URL: "https://funs.example",
    OIDC_PROVIDERS: JSON.stringify([
      { id: "acme", name: "Acme", issuer: "https://login.acme.example", clientId: "c", clientSecret: "s" },
    ]),
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", ...init });

/** What every answer carries, whatever it is. */
const expectBaseHeaders = (answer: Response, resourcePolicy = "same-origin") => {
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(answer.headers.get("cross-origin-resource-policy")).toBe(resourcePolicy);
  expect(answer.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  // PUBLIC_URL is https here.
  expect(answer.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
};

const directives = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== "")
      .map((parts) => [parts[0]!, parts.slice(1)]),
  );

const expectPagePolicy = (answer: Response, html: string) => {
  const policy = directives(answer.headers.get("content-security-policy"));
  const nonce = /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(policy.get("script-src")?.[0] ?? "")?.[1];
  expect(nonce).toBeDefined();
  expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'", "https://login.acme.example"]);
  expect(policy.get("connect-src")).toEqual(["'self'", "wss://funs.example"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  expect(policy.get("require-trusted-types-for")).toEqual(["'script'"]);
  expect(policy.get("trusted-types")).toEqual(["funsclub-sw"]);
  expect(policy.get("worker-src")).toEqual(["'self'"]);
  expect(policy.get("report-uri")).toEqual(["/security__api/csp-report"]);
  expect(policy.get("report-to")).toEqual(["csp"]);
  expect(answer.headers.get("reporting-endpoints")).toBe('csp="/security__api/csp-report"');
  // Every script that runs and every style element carries this response's nonce, and no other; data
  // blocks (the snapshot payload, JSON-LD) are never run and carry none.
  const elements = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  const runnable = elements.filter((element) => !/type="application\/(ld\+)?json"/.test(element));
  expect(runnable.length).toBeGreaterThan(0);
  for (const element of runnable) expect(element).toContain(`nonce="${nonce}"`);
  expect(html.match(/nonce="([^"]+)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
  expect(html).not.toMatch(/<[^>]+\sstyle="/);
  return nonce!;
};

describe("security headers", () => {
  it("a page: the base set and a strict policy with a fresh nonce per response, also from the cache", async () => {
    const nonces = new Set<string>();
    for (const encoding of ["gzip", "identity", "gzip"]) {
      const answer = await get("/en-us/live/soccer", { headers: { "accept-encoding": encoding } });
      expect(answer.status).toBe(200);
      expectBaseHeaders(answer);
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      nonces.add(expectPagePolicy(answer, await answer.text()));
    }
    expect(nonces.size).toBe(3);
  });

  it("a not-found page and a redirect too", async () => {
    const missing = await get("/en-us/nowhere");
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing);
    expectPagePolicy(missing, await missing.text());
    const redirect = await get("/");
    expect(redirect.status).toBe(301);
    expectBaseHeaders(redirect);
  });

  it("the token pages: no referrer and never stored, by the browser or the page cache", async () => {
    for (const path of [
      "/en-us/password/reset/secret-token-1",
      "/en-us/user/verify/secret-token-2",
      "/en-us/email-verification/u1/ann%40example.com",
      "/en-us/oauth/callback",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(answer.headers.get("etag"), path).toBeNull();
      expectBaseHeaders(answer);
      expectPagePolicy(answer, await answer.text());
    }
  });

  it("static files, RPC, GraphQL and unknown API paths: the base set and a policy that runs nothing", async () => {
    const answers = [
      await get("/static/app-abc123.js"),
      await get("/funsclub-front-server__api/rpc/get_current_time", { method: "POST", body: "{}" }),
      await get("/graphql/sportsbook", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
      await get("/nothing__api/rpc/here", { method: "POST", body: "{}" }),
      await get("/robots.txt"),
    ];
    for (const answer of answers) {
      expectBaseHeaders(answer);
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("content-security-policy")).toBe(NOT_A_PAGE_POLICY);
    }
  });

  it("an uploaded file: the base set, and nothing runs if a browser opens it as a document", async () => {
    const { token } = await signedInUser(server as unknown as TestServer);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePng(32, 32))], { type: "image/png" }), "a.png");
    const uploaded = await get(FILE_UPLOAD_PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${token.accessToken}` },
      body: form,
    });
    expectBaseHeaders(uploaded);
    const { url } = (await uploaded.json()) as { url: string };
    const file = await get(new URL(url, server.url).pathname);
    expect(file.status).toBe(200);
    expectBaseHeaders(file);
    expect(file.headers.get("content-security-policy")).toBe(NOT_A_PAGE_POLICY);
  });

  it("a share image may be embedded by other sites", async () => {
    const { tree } = server.app.feed.snapshot({
      kind: "live",
      sportId: sportIdOf(mainSportByCode("soccer")!),
    });
    const eventId = eventsIn(tree)[0]?.id;
    expect(eventId).toBeDefined();
    const image = await get(eventOgImagePath(eventId!));
    expect(image.status).toBe(200);
    expectBaseHeaders(image, "cross-origin");
  });

  it("plain http: no HSTS", async () => {
    const plain = await startTestServer({ env: { PUBLIC_URL: "http://localhost:3000" } });
    try {
      const answer = await fetch(`${plain.url}/funsclub-front-server__api/rpc/get_current_time`, {
        method: "POST",
        body: "{}",
      });
      expect(answer.headers.get("strict-transport-security")).toBeNull();
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    } finally {
      await plain.close();
    }
  });
});
