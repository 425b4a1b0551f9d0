import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { RenderedPage } from "../../../domain/ssr/pageRenderer";
import { type HtmlCacheOptions, makeHtmlCache } from "../../../server/ssr/htmlCache";
import { makePageSecurity } from "../../../server/ssr/pageSecurity";

const security = makePageSecurity({ https: false, formActions: [], connect: [] });

interface FakePage {
  readonly status?: number;
  readonly sharedMaxAgeMs?: number;
  readonly headers?: Record<string, string>;
  /** Real time the render takes before it answers, so that requests pile up behind it. */
  readonly delayMs?: number;
  readonly chunks?: (call: number) => Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;
}

/** A renderer that counts its calls and writes its call number into the document. */
const fakeRenderer = (page: FakePage = {}) => {
  let calls = 0;
  let released = 0;
  const render = async (): Promise<RenderedPage> => {
    const call = ++calls;
    await sleep(page.delayMs ?? 10);
    const chunks = page.chunks?.(call) ?? [
      `<!doctype html><title>render ${call}</title>`,
      "<p>",
      "x".repeat(4000),
      `<script nonce="${security.marker}">boot()</script>`,
    ];
    async function* body() {
      try {
        yield* chunks;
      } finally {
        released++;
      }
    }
    return {
      status: page.status ?? 200,
      headers: { "content-type": "text/html; charset=utf-8", ...page.headers },
      sharedMaxAgeMs: page.sharedMaxAgeMs ?? 1000,
      body: body(),
    };
  };
  return {
    render,
    calls: () => calls,
    released: () => released,
  };
};

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

let server: Server | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every request goes through the cache, keyed by path (`/private/…` has no key). */
const start = async (
  renderer: { render: () => Promise<RenderedPage> },
  options: Partial<HtmlCacheOptions> = {},
) => {
  const cache = makeHtmlCache({
    now: () => Date.now(),
    maxEntries: 100,
    enabled: true,
    security,
    ...options,
  });
  server = createServer((req, res) => {
    const key = req.url?.startsWith("/private/") ? null : (req.url ?? "/");
    cache.serve(req, res, key, renderer.render).catch((error: unknown) => {
      res.writeHead(500).end(`failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  agent = new Agent({ keepAlive: true, maxSockets: 200 });
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  return { cache, get, port };
};

const text = (answer: Answer) => answer.body.toString();
/** The nonce the document's script carries, and the one its policy allows. */
const nonces = (answer: Answer) => ({
  inDocument: /<script nonce="([^"]+)">/.exec(text(answer))?.[1],
  inPolicy: /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
});
/** The document with its nonce taken out: what every response of one render shares. */
const withoutNonce = (answer: Answer) => text(answer).replace(/ nonce="[^"]+"/g, "");

describe("when a page may be shared", () => {
  it("renders once for 200 concurrent requests of one key, all answered with the same document", async () => {
    const renderer = fakeRenderer({ delayMs: 50 });
    const { get } = await start(renderer);
    const answers = await Promise.all(Array.from({ length: 200 }, () => get("/en-us/event/1")));
    expect(renderer.calls()).toBe(1);
    expect(new Set(answers.map(withoutNonce))).toEqual(new Set([withoutNonce(answers[0]!)]));
    expect(text(answers[0]!)).toContain("<title>render 1</title>");
    // Each response has a nonce of its own, the one its policy allows, and never the render's marker.
    for (const answer of answers) {
      const { inDocument, inPolicy } = nonces(answer);
      expect(inDocument).toBeDefined();
      expect(inDocument).toBe(inPolicy);
      expect(text(answer)).not.toContain(security.marker);
    }
    expect(new Set(answers.map((answer) => nonces(answer).inDocument)).size).toBe(200);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("renders a viral live page about once a second: 5 renders for 10,000 requests over 5 s", async () => {
    let clock = 0;
    const renderer = fakeRenderer({ sharedMaxAgeMs: 1000, delayMs: 5 });
    const { get } = await start(renderer, { now: () => clock });
    const seen = new Set<string>();
    for (; clock < 5000; clock += 100) {
      const answers = await Promise.all(Array.from({ length: 200 }, () => get("/en-us/event/1")));
      for (const answer of answers) seen.add(text(answer));
    }
    expect(renderer.calls()).toBe(5);
    // Every render but the last (still behind its own stale copy at the end) reached visitors.
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it("serves the stale copy while the next render is under way, then the new one", async () => {
    let clock = 0;
    const renderer = fakeRenderer({ sharedMaxAgeMs: 1000, delayMs: 100 });
    const { get } = await start(renderer, { now: () => clock });
    expect(text(await get("/e"))).toContain("render 1");
    clock = 1500;
    const started = Date.now();
    const stale = await get("/e");
    expect(Date.now() - started).toBeLessThan(90);
    expect(text(stale)).toContain("render 1");
    expect(stale.headers.age).toBe("1");
    await sleep(150);
    expect(text(await get("/e"))).toContain("render 2");
    expect(renderer.calls()).toBe(2);
  });

  it("waits for a fresh render once the copy is past its stale window", async () => {
    let clock = 0;
    const renderer = fakeRenderer({ sharedMaxAgeMs: 1000 });
    const { get } = await start(renderer, { now: () => clock });
    await get("/e");
    clock = 1000 + 5000;
    expect(text(await get("/e"))).toContain("render 2");
  });

  it("answers a matching If-None-Match with 304 and no body, in any encoding the client held", async () => {
    const { get } = await start(fakeRenderer());
    const plain = await get("/e");
    const gzipped = await get("/e", { "accept-encoding": "gzip" });
    const brotli = await get("/e", { "accept-encoding": "gzip, deflate, br" });
    // Weak: two responses of one render differ in their nonce only.
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Set([plain.headers.etag, gzipped.headers.etag, brotli.headers.etag]).size).toBe(3);
    for (const tag of [plain.headers.etag, gzipped.headers.etag, brotli.headers.etag!.slice(2)]) {
      const again = await get("/e", { "if-none-match": `"other", ${tag}` });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers["cache-control"]).toBe(plain.headers["cache-control"]);
      // The browser keeps the policy of the copy it holds: a new nonce would block that copy's scripts.
      expect(again.headers["content-security-policy"]).toBeUndefined();
    }
    const changed = await get("/e", { "if-none-match": '"other"' });
    expect(changed.status).toBe(200);
  });

  it("sends the document compressed the way the client accepts, the same page with its own nonce once decoded", async () => {
    const { get } = await start(fakeRenderer());
    const plain = await get("/e");
    const gzipped = await get("/e", { "accept-encoding": "gzip" });
    const brotli = await get("/e", { "accept-encoding": "br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    for (const [answer, decode] of [
      [gzipped, gunzipSync],
      [brotli, brotliDecompressSync],
    ] as const) {
      const decoded = { ...answer, body: decode(answer.body) };
      expect(withoutNonce(decoded)).toBe(withoutNonce(plain));
      expect(nonces(decoded).inDocument).toBe(nonces(answer).inPolicy);
      expect(answer.body.length).toBeLessThan(plain.body.length / 4);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
  });

  it("tells a CDN the renderer's lifetime and to vary on the encoding and the cookie", async () => {
    const live = await start(fakeRenderer({ sharedMaxAgeMs: 1000, headers: { vary: "Accept-Language" } }));
    const answer = await live.get("/e");
    expect(answer.headers["cache-control"]).toBe("public, max-age=1, s-maxage=1, stale-while-revalidate=5");
    expect(answer.headers.vary).toBe("accept-encoding, cookie, accept-language");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    server?.closeAllConnections();
    server?.close();
    const finished = await start(fakeRenderer({ sharedMaxAgeMs: 60_000 }));
    expect((await finished.get("/e")).headers["cache-control"]).toBe(
      "public, max-age=5, s-maxage=60, stale-while-revalidate=60",
    );
  });

  it("keeps not-found pages too", async () => {
    const renderer = fakeRenderer({ status: 404 });
    const { get } = await start(renderer);
    expect((await get("/en-us/event/none")).status).toBe(404);
    expect((await get("/en-us/event/none")).status).toBe(404);
    expect(renderer.calls()).toBe(1);
  });

  it("answers HEAD with the headers of the document and no body", async () => {
    const { get } = await start(fakeRenderer());
    const full = await get("/e");
    const head = await get("/e", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it("keeps at most maxEntries pages, dropping the least recently served", async () => {
    const renderer = fakeRenderer({ sharedMaxAgeMs: 60_000 });
    const { get, cache } = await start(renderer, { maxEntries: 2 });
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    expect(cache.size()).toBe(2);
    expect(renderer.calls()).toBe(3);
    await get("/a");
    expect(renderer.calls()).toBe(3);
    await get("/b");
    expect(renderer.calls()).toBe(4);
  });

  it("lets every waiter fail with a render that fails, and keeps nothing", async () => {
    let calls = 0;
    const failing = {
      render: async (): Promise<RenderedPage> => {
        calls++;
        await sleep(20);
        throw new Error("database gone");
      },
    };
    const { get, cache } = await start(failing);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/e")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(500));
    expect(text(answers[0]!)).toBe("failed: database gone");
    expect(calls).toBe(1);
    expect(cache.size()).toBe(0);
  });
});

describe("when a page may not be shared", () => {
  it("renders every request without a key and tells caches to keep it private", async () => {
    const renderer = fakeRenderer();
    const { get, cache } = await start(renderer);
    const first = await get("/private/settings");
    const second = await get("/private/settings");
    expect(renderer.calls()).toBe(2);
    expect(text(first)).toContain("render 1");
    expect(text(second)).toContain("render 2");
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers.etag).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it.each<[string, FakePage, string]>([
    ["a lifetime of 0", { sharedMaxAgeMs: 0 }, "private, no-cache"],
    ["a redirect", { status: 301, headers: { location: "/en-us/" } }, "private, no-cache"],
    ["a server error", { status: 500 }, "no-store"],
  ])("renders %s for each request, concurrent ones included", async (_, page, cacheControl) => {
    const renderer = fakeRenderer({ ...page, delayMs: 30 });
    const { get, cache } = await start(renderer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/e")));
    expect(renderer.calls()).toBe(5);
    expect(new Set(answers.map(text)).size).toBe(5);
    expect(answers[0]!.status).toBe(page.status ?? 200);
    expect(answers[0]!.headers["cache-control"]).toBe(cacheControl);
    expect(cache.size()).toBe(0);
  });

  it("drops a kept copy when its refresh may no longer be shared", async () => {
    let clock = 0;
    let status = 200;
    const renderer = fakeRenderer();
    const { get, cache } = await start(
      { render: async () => ({ ...(await renderer.render()), status }) },
      { now: () => clock },
    );
    await get("/e");
    status = 500;
    clock = 1500;
    expect((await get("/e")).status).toBe(200);
    await sleep(50);
    expect(cache.size()).toBe(0);
    expect(renderer.calls()).toBe(2);
    expect((await get("/e")).status).toBe(500);
    expect(renderer.calls()).toBe(3);
  });

  it("renders every request when the cache is off", async () => {
    const renderer = fakeRenderer();
    const { get } = await start(renderer, { enabled: false });
    await Promise.all([get("/e"), get("/e"), get("/e")]);
    expect(renderer.calls()).toBe(3);
  });

  it("streams each chunk as the renderer yields it", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const renderer = fakeRenderer({
      chunks: async function* () {
        yield "<!doctype html><p>shell</p>";
        await gate;
        yield "<p>data</p>";
      },
    });
    const { port } = await start(renderer);
    const firstChunk = await new Promise<string>((resolve) => {
      request({ host: "127.0.0.1", port, path: "/private/e" }, (res) => {
        res.once("data", (chunk: Buffer) => resolve(chunk.toString()));
      }).end();
    });
    expect(firstChunk).toContain("shell");
    expect(firstChunk).not.toContain("data");
    release();
  });

  it("reads the renderer only as fast as the client takes the bytes, and stops it when the client goes", async () => {
    const chunk = Buffer.alloc(64 * 1024, "x");
    const total = 4096;
    let pulled = 0;
    const renderer = fakeRenderer({
      chunks: function* () {
        for (let i = 0; i < total; i++) {
          pulled++;
          yield chunk;
        }
      },
    });
    const { port } = await start(renderer);
    const req = request({ host: "127.0.0.1", port, path: "/private/big" }, (res) => res.pause());
    req.end();
    await sleep(300);
    // 256 MB on offer; only what the socket buffers hold has been read.
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(total / 4);
    req.destroy();
    await sleep(100);
    expect(renderer.released()).toBe(1);
    expect(pulled).toBeLessThan(total / 4);
  });

  it("answers HEAD without a body, without reading the renderer's stream", async () => {
    let pulled = 0;
    const renderer = fakeRenderer({
      chunks: function* () {
        pulled++;
        yield "<!doctype html>";
      },
    });
    const { get } = await start(renderer);
    const head = await get("/private/e", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(renderer.calls()).toBe(1);
    expect(pulled).toBe(0);
  });
});
