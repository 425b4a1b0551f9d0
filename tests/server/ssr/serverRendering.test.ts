import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedEvent, FeedTree } from "../../../domain/feed/tree";
import { LOCALES } from "../../../domain/i18n/locales";
import { eventOgImagePath } from "../../../domain/seo/ogImagePath";
import { parseSsrPayload, SSR_PAYLOAD_ID } from "../../../domain/ssr/ssrPayload";
import type { SimulatorProvider } from "../../../server/provider/simulator/SimulatorProvider";
import { feedPageKey } from "../../../ui/app/pageActors";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "../../helpers/renderingServer";
import { closeDatabases } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";

const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
let server: TestServer<SimulatorProvider>;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

/** A soccer event in play now, as the engine holds it. */
const liveEvent = (): FeedEvent => {
  const { tree } = server.app.feed.snapshot({ kind: "live", sportId: SOCCER_ID });
  const event = eventsIn(tree).find((candidate) => candidate.status === "in_progress");
  if (!event) throw new Error("the simulator has no live soccer event yet");
  return event;
};

const payloadOf = (html: string) =>
  parseSsrPayload(
    new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`).exec(html)?.[1],
  );

beforeAll(async () => {
  server = await startRenderingServer("ssr", { PUBLIC_URL: "https://funs.example" });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("server-rendered pages", () => {
  it("the live list arrives as HTML with its events, scores and odds, and the feed's snapshot to resume from", async () => {
    liveEvent();
    const answer = await get("/en-us/live/soccer");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await answer.text();
    const payload = payloadOf(html);
    expect(payload?.hydrate).toBe(true);
    const feed = payload?.snapshots[feedPageKey({ kind: "live", sportId: SOCCER_ID })] as {
      value: string;
      context: { tree: FeedTree };
    };
    expect(feed.value).toBe("live");
    // Every match in play in the snapshot the page carries is on the page, by name, with its link.
    const inPlay = eventsIn(feed.context.tree).filter((event) => event.status === "in_progress");
    expect(inPlay.length).toBeGreaterThan(0);
    for (const event of inPlay) {
      for (const participant of event.participants) expect(html).toContain(participant.name);
      expect(html).toContain(`href="/en-us/event/${event.id}"`);
    }
    // Prices as the list shows them (two decimals).
    expect(html).toMatch(/class="odds[^"]*"[^>]*>[\s\S]*?\d+\.\d\d/);
    // The head: hreflang for the nine locales and x-default, Open Graph, Twitter, JSON-LD breadcrumbs.
    expect(html.match(/<link rel="alternate" hreflang="/g)?.length).toBe(LOCALES.length + 1);
    expect(html).toContain('<link rel="canonical" href="https://funs.example/en-us/live/soccer"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).not.toContain("<title>Template</title>");
    expect(html).not.toContain("needs JavaScript</noscript>");
  });

  it("an event page carries the match, its SportsEvent JSON-LD and an Open Graph image that answers a PNG", async () => {
    const event = liveEvent();
    const html = await (await get(`/en-us/event/${event.id}`)).text();
    for (const participant of event.participants) expect(html).toContain(participant.name);
    expect(html).toContain('"@type":"SportsEvent"');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBe(`https://funs.example${eventOgImagePath(event.id)}`);
    const png = await get(eventOgImagePath(event.id));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(payloadOf(html)?.snapshots[feedPageKey({ kind: "event", eventId: event.id })]).toBeDefined();
  });

  it("home carries its top events", async () => {
    const html = await (await get("/en-us/")).text();
    expect(html).toMatch(/class="top-event[ "]/);
    expect(html).toContain('<link rel="canonical" href="https://funs.example/en-us/"');
    expect(payloadOf(html)?.snapshots.home).toMatchObject({ value: "loaded" });
  });

  it("marks the current page's links only: home's links are not current on other pages", async () => {
    const current = (html: string) =>
      [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>/g)].map(
        (match) => /href="([^"]*)"/.exec(match[0])?.[1],
      );
    expect(current(await (await get("/en-us/")).text())).toContain("/en-us/");
    const live = current(await (await get("/en-us/live/soccer")).text());
    expect(live).not.toContain("/en-us/");
    expect(live).toContain("/en-us/live/soccer");
  });

  it("tells the truth in its status: 404 for unknown paths and events, 301 to the locale", async () => {
    expect((await get("/en-us/no-such-page")).status).toBe(404);
    const unknownEvent = await get("/en-us/event/s0zzzzzzzzzzz");
    expect(unknownEvent.status).toBe(404);
    expect(await unknownEvent.text()).toContain('data-testid="event-not-found"');
    expect((await get("/en-us/event/x")).status).toBe(404);
    expect((await get("/en-us/event/%E0%A4%A")).status).toBe(404);
    expect((await get("/en-us/live/curling")).status).toBe(404);
    const root = await get("/");
    expect(root.status).toBe(301);
    expect(root.headers.get("location")).toBe("/en-us/");
    const upper = await get("/EN-US/live/soccer?x=1");
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe("/en-us/live/soccer?x=1");
    const stored = await get("/", { cookie: "fc_locale_v1=%22es-es%22" });
    expect(stored.headers.get("location")).toBe("/es-es/");
  });

  it("renders the visitor's theme from the cookie, one cached copy per variant", async () => {
    const light = await get("/en-us/all/soccer/2026-11-24", { cookie: "fc_theme_v1=%22light%22" });
    expect(await light.text()).toContain('<html lang="en" data-theme="light">');
    const dark = await get("/en-us/all/soccer/2026-11-24");
    const darkHtml = await dark.text();
    expect(darkHtml).toContain('<html lang="en" data-theme="dark">');
    expect(darkHtml).toContain(
      '<link rel="canonical" href="https://funs.example/en-us/all/soccer/2026-11-24"',
    );
  });

  it("answers a revalidation of a page it still holds with 304", async () => {
    // The not-found page is kept for seconds (a live page changes every second).
    const first = await get("/en-us/nowhere-at-all");
    const etag = first.headers.get("etag");
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    expect(etag).toMatch(/^W\/"/);
    const again = await get("/en-us/nowhere-at-all", { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("a settings page is its shell only, not shared and not hydrated", async () => {
    const answer = await get("/en-us/settings/change-password");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).not.toContain("public");
    const html = await answer.text();
    expect(payloadOf(html)?.hydrate).toBe(false);
    expect(html).toContain('<meta name="robots" content="noindex');
  });
});

describe("the render's feed snapshot", () => {
  it("keeps the view's batches from the render on, so the browser resumes through the gap", async () => {
    const event = liveEvent();
    const view = { kind: "event" as const, eventId: event.id };
    const rendered = server.app.feed.snapshotToResume(view);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const gap = server.app.feed.gap(view, rendered.version);
    expect(gap).not.toBeNull();
    expect(gap!.every((batch, at) => batch.version === rendered.version + at + 1)).toBe(true);
  });

  it("keeps no view for an event nobody knows", () => {
    const view = { kind: "event" as const, eventId: "s0nobodyknows1" };
    const rendered = server.app.feed.snapshotToResume(view);
    expect(Object.keys(rendered.tree.sports)).toEqual([]);
    expect(server.app.feed.gap(view, rendered.version)).toBeNull();
  });
});
