import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FeedSnapshot } from "../../../domain/feed/views";
import { LOCALES } from "../../../domain/i18n/locales";
import { makeSeoRoutes, SITEMAP_REBUILD_MS } from "../../../server/seo/seoRoutes";
import { eventsSection, pagesSection, type SitemapSection } from "../../../server/seo/sitemapSections";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { crawlSitemaps, get } from "./crawl";

const PUBLIC_URL = "https://funs.example";
const T0 = Date.UTC(2026, 10, 23, 12, 0);

const events = (count: number, prefix = "e"): EventSpec[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, status: "not_started", startTime: T0 }));
const snapshot = (specs: ReadonlyArray<EventSpec>, time = T0): FeedSnapshot => ({
  version: 1,
  time,
  tree: { sports: { [SOCCER.id]: line(SOCCER, specs) } },
});

/** A section a later issue might add: one entry in the list, nothing else. */
const newsSection: SitemapSection = {
  name: "news",
  pages: () => [{ path: "/news/article/n-1", lastmod: T0 }],
};

let now = T0;
let current: FeedSnapshot[] = [];
let builds = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  const routes = makeSeoRoutes({
    publicUrl: PUBLIC_URL,
    feed: {
      lines: () => {
        builds++;
        return current;
      },
    },
    now: () => now,
    sections: [pagesSection, eventsSection, newsSection],
    limits: { maxUrls: 2, maxBytes: 1_000_000 },
  });
  server = createServer((req, res) => {
    const answer = routes(req, res, new URL(req.url ?? "/", "http://localhost"));
    if (!answer) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  // Each test starts past the last one's minute, so it builds afresh.
  now += 10 * SITEMAP_REBUILD_MS;
  builds = 0;
});

describe("the sitemap routes", () => {
  it("split each section into numbered files within the limit, and list them all in the index", async () => {
    current = [snapshot(events(5))];
    const crawl = await crawlSitemaps(origin, PUBLIC_URL);
    for (const { path: locale } of LOCALES) {
      expect(crawl.sitemaps.filter((path) => path.startsWith(`/sitemaps/${locale}/events-`))).toEqual([
        `/sitemaps/${locale}/events-1.xml`,
        `/sitemaps/${locale}/events-2.xml`,
        `/sitemaps/${locale}/events-3.xml`,
      ]);
      const listed = [1, 2, 3].flatMap((n) => crawl.urls.get(`/sitemaps/${locale}/events-${n}.xml`)!);
      expect(listed.map((url) => url.loc)).toEqual(
        events(5).map((event) => `${PUBLIC_URL}/${locale}/event/${event.id}`),
      );
      expect(crawl.urls.get(`/sitemaps/${locale}/news-1.xml`)).toEqual([
        { loc: `${PUBLIC_URL}/${locale}/news/article/n-1`, lastmod: "2026-11-23T12:00:00Z" },
      ]);
    }
    for (const urls of crawl.urls.values()) expect(urls.length).toBeLessThanOrEqual(2);
    expect(crawl.sitemapLastmods.get("/sitemaps/en-us/events-1.xml")).toBe("2026-11-23T12:00:00Z");
  });

  it("build once a minute whatever the number of requests, then show the line as it is", async () => {
    current = [snapshot(events(1, "old"))];
    const before = await crawlSitemaps(origin, PUBLIC_URL);
    current = [snapshot(events(1, "new"), T0 + 1000)];
    now += SITEMAP_REBUILD_MS - 1;
    expect(await crawlSitemaps(origin, PUBLIC_URL)).toEqual(before);
    expect(builds).toBe(1);

    now += 1;
    const after = await crawlSitemaps(origin, PUBLIC_URL);
    expect(builds).toBe(2);
    expect(after.urls.get("/sitemaps/en-us/events-1.xml")!.map((url) => url.loc)).toEqual([
      `${PUBLIC_URL}/en-us/event/new0`,
    ]);
  });

  it("list no file for an empty section, and answer 404 for a file that is not listed", async () => {
    current = [];
    const crawl = await crawlSitemaps(origin, PUBLIC_URL);
    expect(crawl.sitemaps.some((path) => path.includes("/events-"))).toBe(false);
    expect(crawl.sitemaps).toContain("/sitemaps/en-us/pages-1.xml");
    expect((await get(`${origin}/sitemaps/en-us/events-1.xml`)).status).toBe(404);
    expect((await get(`${origin}/sitemaps/xx-xx/pages-1.xml`)).status).toBe(404);
  });

  it("leave other paths to the rest of the server", async () => {
    expect((await get(`${origin}/en-us/sitemap.xml`)).status).toBe(418);
    expect((await get(`${origin}/robots.txt.bak`)).status).toBe(418);
  });
});
