import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedEvent, Sport } from "../../../domain/feed/tree";
import { eventOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../../domain/seo/ogImagePath";
import { makeLogger } from "../../../server/log";
import type { EventCard } from "../../../server/og/eventCard";
import { loadCardFonts, makeEventImageDrawer } from "../../../server/og/eventImage";
import { makeEventImageRoute } from "../../../server/og/eventImageRoute";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";

const KICK_OFF = Date.UTC(2026, 10, 24, 18, 30);
const LIVE = "soccer-live-0001";
const NEXT = "soccer-next-0002";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER]) });
  await pushLine({ home: 1, minute: 10 });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

/** The live event's score and minute as the provider sends them; the other event waits for kick-off. */
const soccerLine = ({ home, minute }: { home: number; minute: number }): Sport => {
  const sport = line(SOCCER, [
    { id: LIVE, status: "in_progress", startTime: KICK_OFF, home, away: 0 },
    { id: NEXT, status: "not_started", startTime: KICK_OFF },
  ]);
  const tournament = sport.categories["cat-1"]!.tournaments["tour-1"]!;
  const live: FeedEvent = { ...tournament.events[LIVE]!, extraInfo: { currentMinute: minute } };
  return {
    ...sport,
    categories: {
      "cat-1": {
        ...sport.categories["cat-1"]!,
        tournaments: { "tour-1": { ...tournament, events: { ...tournament.events, [LIVE]: live } } },
      },
    },
  };
};

const pushLine = async (state: { home: number; minute: number }) => {
  server.provider.push(SOCCER.id, soccerLine(state));
  await server.app.feed.settled();
};

const get = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(server.url + path, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, the first after the signature. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe("GET /og/event/{id}.png", () => {
  it("answers a 1200×630 PNG with a minute's public caching and an ETag", async () => {
    for (const id of [LIVE, NEXT]) {
      const { response, bytes } = await get(eventOgImagePath(id));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      expect(pngSize(bytes)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
    }
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const full = await get(eventOgImagePath(LIVE));
    const head = await get(eventOgImagePath(LIVE), { method: "HEAD" });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("etag")).toBe(full.response.headers.get("etag"));
    expect(head.response.headers.get("content-length")).toBe(String(full.bytes.length));
    expect(head.bytes.length).toBe(0);
  });

  it("answers 304 to a matching If-None-Match, without a body", async () => {
    const { response } = await get(eventOgImagePath(LIVE));
    const etag = response.headers.get("etag")!;
    const again = await get(eventOgImagePath(LIVE), { headers: { "if-none-match": `W/"other", ${etag}` } });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("etag")).toBe(etag);
    expect(again.response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(again.bytes.length).toBe(0);
  });

  it("answers 404 in plain text for an unknown, malformed or badly escaped id", async () => {
    for (const path of [
      eventOgImagePath("soccer-gone-0009"),
      eventOgImagePath("short"),
      "/og/event/%E0%A4%A.png",
    ]) {
      const { response, bytes } = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(bytes.toString()).toBe("Not found");
    }
  });

  it("refuses other methods", async () => {
    const { response } = await get(eventOgImagePath(LIVE), { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("redraws when the score or the minute changes: a new ETag, a new picture, the old ETag no longer 304", async () => {
    const first = await get(eventOgImagePath(LIVE));
    const firstEtag = first.response.headers.get("etag")!;
    // The same line again: the same picture from memory.
    await pushLine({ home: 1, minute: 10 });
    const same = await get(eventOgImagePath(LIVE));
    expect(same.response.headers.get("etag")).toBe(firstEtag);
    expect(same.bytes.equals(first.bytes)).toBe(true);

    await pushLine({ home: 2, minute: 10 });
    const scored = await get(eventOgImagePath(LIVE), { headers: { "if-none-match": firstEtag } });
    expect(scored.response.status).toBe(200);
    const scoredEtag = scored.response.headers.get("etag")!;
    expect(scoredEtag).not.toBe(firstEtag);
    expect(scored.bytes.equals(first.bytes)).toBe(false);
    expect(pngSize(scored.bytes)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });

    await pushLine({ home: 2, minute: 11 });
    const minuteLater = await get(eventOgImagePath(LIVE), { headers: { "if-none-match": scoredEtag } });
    expect(minuteLater.response.status).toBe(200);
    expect(minuteLater.response.headers.get("etag")).not.toBe(scoredEtag);
  });
});

describe("the event image route's drawing", () => {
  let counted: Server;
  let url: string;
  const drawn: EventCard[] = [];
  beforeAll(async () => {
    const draw = makeEventImageDrawer(loadCardFonts());
    const route = makeEventImageRoute({
      feed: server.app.feed,
      logger: makeLogger("silent"),
      draw: (card) => {
        drawn.push(card);
        return draw(card);
      },
    });
    counted = createServer((req, res) => {
      void route(req, res, new URL(req.url ?? "/", "http://localhost"));
    });
    await new Promise<void>((resolve) => counted.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(counted.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => counted.close(() => resolve())));

  it("draws once for concurrent requests, never for a revalidation, and again after a goal", async () => {
    await pushLine({ home: 0, minute: 30 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(url + eventOgImagePath(LIVE)).then((r) => r.arrayBuffer())),
    );
    expect(drawn).toHaveLength(1);
    expect(new Set(answers.map((bytes) => Buffer.from(bytes).toString("base64"))).size).toBe(1);

    const etag = (await fetch(url + eventOgImagePath(LIVE))).headers.get("etag")!;
    expect((await fetch(url + eventOgImagePath(LIVE), { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    expect(drawn).toHaveLength(1);

    await pushLine({ home: 1, minute: 30 });
    await fetch(url + eventOgImagePath(LIVE));
    expect(drawn).toHaveLength(2);
    expect(drawn[1]!.score?.[0]).toEqual({ goals: 1, penalties: null });
  });
});
