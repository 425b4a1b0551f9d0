import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { viewTopic } from "../../../domain/feed/views";
import {
  MAX_SUBSCRIPTIONS_PER_ADDRESS,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  TOO_MANY_SUBSCRIPTIONS,
} from "../../../domain/realtime/subscriptionLimits";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { connectPeer } from "../../helpers/wsPeer";

/**
 * What one client may ask of the realtime hub and of get_line (issue 10): a bounded number of topics per
 * socket and per address, real time-zone offsets only, days within the listed window. The sports clock is
 * fixed at T0, so the window is 2026-11-15 .. 2026-11-30 at UTC.
 */
const T0 = Date.UTC(2026, 10, 23, 12, 0);
let server: TestServer;
const peers: Array<Awaited<ReturnType<typeof connectPeer>>> = [];

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => T0) });
  server.app.topics.register((topic) => topic.startsWith("bounds."));
});
afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
  // The server drops a closed socket's topics on its own close event: wait until they are gone.
  while (server.app.hub.clientCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const peer = async () => {
  const p = await connectPeer(server.wsUrl);
  peers.push(p);
  return p;
};

const subscribeAll = async (p: Awaited<ReturnType<typeof peer>>, prefix: string, count: number) => {
  for (let index = 0; index < count; index++)
    p.send({ type: "subscribe", id: `${prefix}-${index}`, topic: `bounds.${prefix}.${index}` });
  for (let index = 0; index < count; index++)
    await p.next("subscribed", (m) => m.id === `${prefix}-${index}`);
};

const rpc = async (command: string, payload: unknown) => {
  const response = await fetch(`${server.url}/funsclub-front-server__api/rpc/${command}`, {
    method: "POST",
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("subscriptions per socket", () => {
  it("refuses the one past the bound with a catalogue error, and the socket goes on answering", async () => {
    const p = await peer();
    await subscribeAll(p, "s", MAX_SUBSCRIPTIONS_PER_SOCKET);
    p.send({ type: "subscribe", id: "one-more", topic: "bounds.s.extra" });
    expect(await p.next("error", (m) => m.id === "one-more")).toMatchObject({
      code: TOO_MANY_SUBSCRIPTIONS,
    });
    expect(server.app.hub.subscriberCount("bounds.s.extra")).toBe(0);

    // Still open and working: what it holds still arrives, a subscription it already has is confirmed,
    // and leaving one topic makes room for another.
    expect(server.app.hub.publish("bounds.s.0", { n: 1 })).toBe(1);
    expect(await p.next("event")).toMatchObject({ topic: "bounds.s.0", data: { n: 1 } });
    p.send({ type: "subscribe", id: "again", topic: "bounds.s.3" });
    expect(await p.next("subscribed", (m) => m.id === "again")).toMatchObject({ topic: "bounds.s.3" });
    p.send({ type: "unsubscribe", id: "leave", topic: "bounds.s.1" });
    await p.next("unsubscribed", (m) => m.id === "leave");
    p.send({ type: "subscribe", id: "room", topic: "bounds.s.extra" });
    expect(await p.next("subscribed", (m) => m.id === "room")).toMatchObject({ topic: "bounds.s.extra" });
  });
});

describe("subscriptions per address", () => {
  it("counts every socket from one address, and frees a closed socket's share", async () => {
    const full = Math.floor(MAX_SUBSCRIPTIONS_PER_ADDRESS / MAX_SUBSCRIPTIONS_PER_SOCKET);
    const sockets = [];
    for (let index = 0; index < full; index++) {
      const p = await peer();
      await subscribeAll(p, `a${index}`, MAX_SUBSCRIPTIONS_PER_SOCKET);
      sockets.push(p);
    }
    const last = await peer();
    await subscribeAll(last, "rest", MAX_SUBSCRIPTIONS_PER_ADDRESS - full * MAX_SUBSCRIPTIONS_PER_SOCKET);
    last.send({ type: "subscribe", id: "over", topic: "bounds.over" });
    const refused = await last.next("error", (m) => m.id === "over");
    expect(refused).toMatchObject({ code: TOO_MANY_SUBSCRIPTIONS });
    expect(refused.message).toContain("per client address");

    await sockets[0]!.close();
    while (server.app.hub.clientCount() > full) await new Promise((resolve) => setTimeout(resolve, 10));
    last.send({ type: "subscribe", id: "after", topic: "bounds.over" });
    expect(await last.next("subscribed", (m) => m.id === "after")).toMatchObject({ topic: "bounds.over" });
  });
});

describe("subscriptions per address behind a trusted proxy", () => {
  it("counts the forwarded client's address, not the proxy's", async () => {
    const proxied = await startTestServer({ env: { TRUSTED_PROXIES: "127.0.0.1,::1" } });
    proxied.app.topics.register((topic) => topic.startsWith("bounds."));
    const opened: Array<Awaited<ReturnType<typeof connectPeer>>> = [];
    const from = async (address: string) => {
      const p = await connectPeer(proxied.wsUrl, { "x-forwarded-for": address });
      opened.push(p);
      return p;
    };
    try {
      for (let index = 0; index * MAX_SUBSCRIPTIONS_PER_SOCKET < MAX_SUBSCRIPTIONS_PER_ADDRESS; index++)
        await subscribeAll(await from("203.0.113.7"), `p${index}`, MAX_SUBSCRIPTIONS_PER_SOCKET);
      const same = await from("203.0.113.7");
      same.send({ type: "subscribe", id: "same", topic: "bounds.same" });
      expect(await same.next("error", (m) => m.id === "same")).toMatchObject({
        code: TOO_MANY_SUBSCRIPTIONS,
      });
      const other = await from("198.51.100.9");
      other.send({ type: "subscribe", id: "other", topic: "bounds.same" });
      expect(await other.next("subscribed", (m) => m.id === "other")).toMatchObject({ topic: "bounds.same" });
    } finally {
      await Promise.all(opened.map((p) => p.close()));
      await proxied.close();
    }
  });
});

describe("day views a client may name", () => {
  const day = (date: string, timeZoneOffset: number) =>
    viewTopic({ kind: "day", sportId: SOCCER.id, date, timeZoneOffset });

  it("on the websocket: real offsets and listed days only", async () => {
    const p = await peer();
    await p.subscribe(day("2026-11-23", 0));
    await p.subscribe(day("2026-11-24", 5 * 3600 + 45 * 60));
    await p.subscribe(day("2026-11-30", -12 * 3600));
    for (const [id, topic] of [
      ["odd-offset", day("2026-11-23", 3601)],
      ["no-zone", day("2026-11-23", -14 * 3600)],
      ["far-ahead", day("2026-12-01", 0)],
      ["long-ago", day("2026-11-14", 0)],
    ] as const) {
      p.send({ type: "subscribe", id, topic });
      expect(await p.next("error", (m) => m.id === id), id).toMatchObject({ code: "realtime.unknown_topic" });
    }
    expect(server.app.hub.subscriberCount(day("2026-12-01", 0))).toBe(0);
  });

  it("on get_line: a bad offset fails the payload's decoding, a far date is out of the window", async () => {
    const ok = await rpc("get_line", {
      sportId: SOCCER.id,
      date: "2026-11-30",
      timeZoneOffset: 13 * 3600 + 2700,
    });
    expect(ok.status).toBe(200);

    const oddOffset = await rpc("get_line", { sportId: SOCCER.id, date: "2026-11-23", timeZoneOffset: 3601 });
    expect(oddOffset.status).toBe(400);
    expect(JSON.stringify(oddOffset.body)).toContain("rpc.invalid_payload");

    const counters = await rpc("get_line_events_counters", {
      sportId: SOCCER.id,
      timeZoneOffset: -14 * 3600,
    });
    expect(counters.status).toBe(400);
    expect(JSON.stringify(counters.body)).toContain("rpc.invalid_payload");

    const farDate = await rpc("get_line", { sportId: SOCCER.id, date: "2027-11-23", timeZoneOffset: 0 });
    expect(farDate.status).toBe(400);
    expect(JSON.stringify(farDate.body)).toContain("line.date_out_of_window");
    expect(JSON.stringify(farDate.body)).toContain("between 2026-11-15 and 2026-11-30");
  });
});
