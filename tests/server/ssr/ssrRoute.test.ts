import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRenderer } from "../../../domain/ssr/pageRenderer";
import { makeLogger } from "../../../server/log";
import { makeHtmlCache } from "../../../server/ssr/htmlCache";
import { makePageSecurity } from "../../../server/ssr/pageSecurity";
import { makeSsrRoute } from "../../../server/ssr/ssrRoute";

const security = makePageSecurity({ https: false, formActions: [], connect: [] });

/** The page route around a renderer that fails: the visitor gets the spec's error page, never a stack. */
const failing: PageRenderer = {
  variantOf: () => "",
  render: async () => {
    throw new Error("secret internals at /srv/app.js:12");
  },
};

let server: Server;
let url: string;

beforeAll(async () => {
  const route = makeSsrRoute({
    renderer: failing,
    cache: makeHtmlCache({ now: () => Date.now(), maxEntries: 10, enabled: true, security }),
    security,
    logger: makeLogger("silent"),
  });
  server = createServer((req, res) => void route(req, res, new URL(req.url ?? "/", "http://localhost")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a page whose render fails", () => {
  it("answers 500 with 'Error :(', a Reload link and nothing of the failure's insides", async () => {
    const answer = await fetch(`${url}/en-us/live/soccer`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toContain("<h1>Error :(</h1>");
    expect(html).toContain('<a href="">Reload</a>');
    // Its style is allowed by the response's own nonce.
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain("secret internals");
  });

  it("refuses other methods than GET and HEAD", async () => {
    const answer = await fetch(`${url}/en-us/`, { method: "POST" });
    expect(answer.status).toBe(405);
  });
});
