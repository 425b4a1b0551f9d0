import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/i18n/locales";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER, TENNIS } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { type Crawl, crawlSitemaps, get } from "./crawl";

const PUBLIC_URL = "https://funs.example";
const T0 = Date.UTC(2026, 10, 23, 12, 0);
const DARTS = { ...SOCCER, id: "sport-darts-0003", code: "darts", name: "Darts", priority: 400 };
const EVENT_IDS = ["soccer-live", "soccer-done", "soccer-next", "tennis-next", "darts&odd<id>"];

let server: TestServer;
let startedAt: number;
let crawl: Crawl;

beforeAll(async () => {
  server = await startTestServer({
    provider: makeManualProvider([SOCCER, TENNIS, DARTS]),
    env: { PUBLIC_URL },
  });
  startedAt = Date.now();
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [
      { id: "soccer-live", status: "in_progress", startTime: T0 },
      { id: "soccer-done", status: "finished", startTime: T0 - 86_400_000 },
      { id: "soccer-next", status: "not_started", startTime: T0 + 86_400_000 },
    ]),
  );
  server.provider.push(
    TENNIS.id,
    line(TENNIS, [{ id: "tennis-next", status: "not_started", startTime: T0 }]),
  );
  server.provider.push(
    DARTS.id,
    line(DARTS, [{ id: "darts&odd<id>", status: "not_started", startTime: T0 }]),
  );
  await server.app.feed.settled();
  crawl = await crawlSitemaps(server.url, PUBLIC_URL);
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const locsIn = (prefix: string) =>
  [...crawl.urls]
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([, urls]) => urls.map((url) => url.loc));

describe("/robots.txt", () => {
  it("answers text that points at the sitemap and keeps crawlers out of private and development pages", async () => {
    const answer = await get(`${server.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    const lines = answer.body.toString("utf8").split("\n");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain("User-agent: *");
    for (const path of ["/dev/", "/*/sign-in", "/*/settings/", "/*/oauth/callback", "/*__api/", "/graphql/"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((text) => text.startsWith("Disallow: /*/event") || text === "Disallow: /")).toEqual(
      [],
    );
  });
});

describe("/sitemap.xml", () => {
  it("indexes one set of sitemaps per locale, each file well-formed and listed with its lastmod", () => {
    for (const { path: locale } of LOCALES) {
      expect(crawl.sitemaps).toContain(`/sitemaps/${locale}/pages-1.xml`);
      expect(crawl.sitemaps).toContain(`/sitemaps/${locale}/events-1.xml`);
    }
    expect(crawl.sitemaps).toHaveLength(LOCALES.length * 2);
    for (const lastmod of crawl.sitemapLastmods.values())
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("lists every event the line holds, in every locale, its id made safe for a URL", () => {
    for (const { path: locale } of LOCALES) {
      expect(locsIn(`/sitemaps/${locale}/events-`).sort()).toEqual(
        EVENT_IDS.map((id) => `${PUBLIC_URL}/${locale}/event/${encodeURIComponent(id)}`).sort(),
      );
    }
  });

  it("dates a finished event at its finish and the others at their line's last version", () => {
    const lastmods = new Map(
      crawl.urls.get("/sitemaps/en-us/events-1.xml")!.map((url) => [url.loc, url.lastmod]),
    );
    expect(lastmods.get(`${PUBLIC_URL}/en-us/event/soccer-done`)).toBe("2026-11-22T13:50:00Z");
    const live = Date.parse(lastmods.get(`${PUBLIC_URL}/en-us/event/soccer-live`)!);
    expect(live).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
    expect(live).toBeLessThanOrEqual(Date.now());
  });

  it("lists home, the live lists and the day lists of the full sports the line holds", () => {
    const marketplace = /\/(tips|tipsters-ranking)\/|\/tips-record$/;
    expect(
      locsIn("/sitemaps/es-es/pages-")
        .filter((loc) => !marketplace.test(loc))
        .sort(),
    ).toEqual(
      [
        "/es-es/",
        "/es-es/live/soccer",
        "/es-es/all/soccer/2026-11-22",
        "/es-es/all/soccer/2026-11-23",
        "/es-es/all/soccer/2026-11-24",
        "/es-es/live/tennis",
        "/es-es/all/tennis/2026-11-23",
      ]
        .map((path) => `${PUBLIC_URL}${path}`)
        .sort(),
    );
  });

  it("lists the marketplace's indexed pages: tips, the public ranking tabs over all time, the record", () => {
    const locs = locsIn("/sitemaps/es-es/pages-");
    expect(locs).toContain(`${PUBLIC_URL}/es-es/tips/ice-hockey`);
    expect(locs).toContain(`${PUBLIC_URL}/es-es/tipsters-ranking/soccer/TOP_WIN_RATE/ALL_TIME`);
    expect(locs).toContain(`${PUBLIC_URL}/es-es/tips-record`);
    expect(locs.filter((loc) => loc.includes("/FOLLOWING/") || loc.includes("/LAST_"))).toEqual([]);
  });

  it("answers compressed when asked, the same document once decompressed", async () => {
    const plain = await get(`${server.url}/sitemap.xml`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=300");
    expect(plain.headers.vary).toBe("accept-encoding");
    const brotli = await get(`${server.url}/sitemap.xml`, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await get(`${server.url}/sitemap.xml`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await get(`${server.url}/sitemap.xml`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect((await get(`${server.url}/sitemap.xml`, {}, "POST")).status).toBe(405);
  });
});
