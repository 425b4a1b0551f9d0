import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../domain/feed/diff";
import { emptyFeedTree, type FeedTree } from "../../domain/feed/tree";
import { type FeedSnapshot, viewTopic } from "../../domain/feed/views";
import { makeFeedStore } from "../../server/feed/feedStore";
import { makeManualProvider } from "../../server/provider/manualProvider";
import { line, SOCCER, TENNIS } from "../helpers/lineBuilder";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";
import { connectPeer } from "../helpers/wsPeer";

let server: TestServer;
const peers: Array<Awaited<ReturnType<typeof connectPeer>>> = [];
const T0 = Date.UTC(2026, 10, 23, 12, 0);

beforeAll(async () => {
  server = await startTestServer({
    // The sports clock at T0: the line lists days around it (domain/feed/dayWindow.ts).
    provider: makeManualProvider([SOCCER, TENNIS], () => T0),
    // NOTE: silence long enough that a busy machine's pause between two steps is not one (a suspension
    // and its lifting are versions); the silence test waits this long once.
    feedOptions: { silenceMs: 2_000, ringSize: 5 },
  });
});
afterEach(async () => {
  for (const peer of peers.splice(0)) await peer.close();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const rpc = async <T>(command: string, payload: unknown): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${server.url}/funsclub-front-server__api/rpc/${command}`, {
    method: "POST",
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as T };
};

const push = async (sport: typeof SOCCER, events: Parameters<typeof line>[1]) => {
  server.provider.push(sport.id, line(sport, events));
  await server.app.feed.settled();
};

const peer = async () => {
  const p = await connectPeer(server.wsUrl);
  peers.push(p);
  return p;
};

const eventsOf = (tree: FeedTree) =>
  Object.values(tree.sports).flatMap((s) =>
    Object.values(s.categories).flatMap((c) =>
      Object.values(c.tournaments).flatMap((t) => Object.keys(t.events)),
    ),
  );

describe("the feed engine", () => {
  it("commits provider lines as contiguous versions and serves live and day snapshots", async () => {
    await push(SOCCER, [
      { id: "soccer-live-0001", status: "in_progress", startTime: T0 },
      { id: "soccer-next-0002", status: "not_started", startTime: T0 + 3_600_000 },
      { id: "soccer-tmrw-0003", status: "not_started", startTime: T0 + 86_400_000 },
    ]);
    const live = await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id });
    expect(live.status).toBe(200);
    expect(live.body.version).toBe(1);
    expect(eventsOf(live.body.tree)).toEqual(["soccer-live-0001"]);

    const today = await rpc<FeedSnapshot>("get_line", {
      sportId: SOCCER.id,
      date: "2026-11-23",
      timeZoneOffset: 0,
    });
    expect(eventsOf(today.body.tree).sort()).toEqual(["soccer-live-0001", "soccer-next-0002"]);
    // At UTC+12, 12:00 UTC on 23 Nov is midnight starting 24 Nov, and 12:00 UTC on 24 Nov is already 25 Nov.
    const east = await rpc<FeedSnapshot>("get_line", {
      sportId: SOCCER.id,
      date: "2026-11-24",
      timeZoneOffset: 12 * 3600,
    });
    expect(eventsOf(east.body.tree).sort()).toEqual(["soccer-live-0001", "soccer-next-0002"]);
  });

  it("does not bump the version when an update changes nothing", async () => {
    const before = server.app.feed.version(SOCCER.id);
    await push(SOCCER, [
      { id: "soccer-live-0001", status: "in_progress", startTime: T0 },
      { id: "soccer-next-0002", status: "not_started", startTime: T0 + 3_600_000 },
      { id: "soccer-tmrw-0003", status: "not_started", startTime: T0 + 86_400_000 },
    ]);
    expect(server.app.feed.version(SOCCER.id)).toBe(before);
  });

  it("pushes each view its projection: an event entering the live view arrives whole, a leaving one is removed", async () => {
    const p = await peer();
    const topic = viewTopic({ kind: "live", sportId: SOCCER.id });
    await p.subscribe(topic);
    const snapshot = (await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id })).body;

    await push(SOCCER, [
      { id: "soccer-live-0001", status: "finished", startTime: T0, home: 2, away: 1 },
      { id: "soccer-next-0002", status: "in_progress", startTime: T0 + 3_600_000 },
      { id: "soccer-tmrw-0003", status: "not_started", startTime: T0 + 86_400_000 },
    ]);
    const message = await p.next("event", (m) => m.topic === topic);
    const batch = message.data as FeedBatch;
    expect(batch.version).toBe(snapshot.version + 1);
    expect(
      batch.diffs.filter((d) => d.level === "event").map((d) => [d.action, d.path.split("->")[3]]),
    ).toEqual([
      ["REMOVE", "soccer-live-0001"],
      ["CREATE", "soccer-next-0002"],
    ]);
    const folded = applyFeedDiffs(snapshot.tree, batch.diffs);
    expect(folded.issues).toEqual([]);
    expect(folded.tree).toEqual((await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id })).body.tree);
  });

  it("pushes batches without diffs to views the change does not touch, keeping versions contiguous", async () => {
    const p = await peer();
    const topic = viewTopic({ kind: "day", sportId: SOCCER.id, date: "2026-11-24", timeZoneOffset: 0 });
    await p.subscribe(topic);
    const from = server.app.feed.version(SOCCER.id);
    await push(SOCCER, [
      { id: "soccer-live-0001", status: "finished", startTime: T0, home: 2, away: 1 },
      { id: "soccer-next-0002", status: "in_progress", startTime: T0 + 3_600_000, home: 1 },
      { id: "soccer-tmrw-0003", status: "not_started", startTime: T0 + 86_400_000 },
    ]);
    const batch = (await p.next("event", (m) => m.topic === topic)).data as FeedBatch;
    expect(batch).toMatchObject({ version: from + 1, diffs: [] });
  });

  it("answers gaps from the ring, and null once they are older than it holds", async () => {
    const view = { kind: "live" as const, sportId: SOCCER.id };
    const p = await peer();
    await p.subscribe(viewTopic(view));
    const start = server.app.feed.version(SOCCER.id);
    for (let goals = 2; goals <= 4; goals++) {
      await push(SOCCER, [{ id: "soccer-next-0002", status: "in_progress", startTime: T0, home: goals }]);
    }
    const gap = await rpc<{ batches: FeedBatch[] | null }>("get_line_gap", { view, fromVersion: start });
    expect(gap.body.batches?.map((b) => b.version)).toEqual([start + 1, start + 2, start + 3]);
    const current = await rpc<{ batches: FeedBatch[] | null }>("get_line_gap", {
      view,
      fromVersion: start + 3,
    });
    expect(current.body.batches).toEqual([]);
    for (let goals = 5; goals <= 10; goals++) {
      await push(SOCCER, [{ id: "soccer-next-0002", status: "in_progress", startTime: T0, home: goals }]);
    }
    const tooOld = await rpc<{ batches: FeedBatch[] | null }>("get_line_gap", { view, fromVersion: start });
    expect(tooOld.body.batches).toBeNull();

    // A client whose snapshot came from a server one batch ahead (cluster mode): the gap waits for it.
    const now = server.app.feed.version(SOCCER.id);
    const ahead = rpc<{ batches: FeedBatch[] | null }>("get_line_gap", { view, fromVersion: now + 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await push(SOCCER, [{ id: "soccer-next-0002", status: "in_progress", startTime: T0, home: 11 }]);
    expect((await ahead).body.batches).toEqual([]);
  });

  it("finds one event's snapshot, and answers not found for a short or unknown id", async () => {
    const found = await rpc<FeedSnapshot>("find_event_snapshot", { eventId: "soccer-next-0002" });
    expect(eventsOf(found.body.tree)).toEqual(["soccer-next-0002"]);
    const short = await rpc<Array<{ code: string; message: string }>>("find_event_snapshot", {
      eventId: "abc",
    });
    expect(short.status).toBe(404);
    expect(short.body[0]).toMatchObject({ code: "event.not_found", message: "Event with id abc not found" });
    const unknown = await rpc<Array<{ code: string }>>("find_event_snapshot", { eventId: "no-such-event-1" });
    expect(unknown.body[0]?.code).toBe("event.not_found");
  });

  it("counts live events per sport and events per day", async () => {
    await push(TENNIS, [{ id: "tennis-live-00001", status: "in_progress", startTime: T0 }]);
    const live = await rpc<{ sports: Array<{ sportId: string; count: number }> }>(
      "get_live_events_counters",
      {},
    );
    expect(live.body.sports).toEqual([
      { sportId: SOCCER.id, count: 1 },
      { sportId: TENNIS.id, count: 1 },
    ]);
    await push(SOCCER, [
      { id: "soccer-a-0000001", status: "not_started", startTime: T0 },
      { id: "soccer-b-0000002", status: "not_started", startTime: T0 + 86_400_000 },
      { id: "soccer-c-0000003", status: "not_started", startTime: T0 + 86_400_000 },
    ]);
    const days = await rpc<{ days: unknown[] }>("get_line_events_counters", {
      sportId: SOCCER.id,
      timeZoneOffset: 0,
    });
    expect(days.body.days).toEqual([
      { date: "2026-11-23", count: 1 },
      { date: "2026-11-24", count: 2 },
    ]);
    const unknownSport = await rpc<Array<{ code: string }>>("get_live_line", { sportId: "curling" });
    expect(unknownSport.body[0]?.code).toBe("sport.not_found");
  });

  it("shows every market suspended while the provider is silent, and restores them when it speaks", async () => {
    await push(SOCCER, [{ id: "soccer-live-0009", status: "in_progress", startTime: T0 }]);
    const p = await peer();
    const topic = viewTopic({ kind: "live", sportId: SOCCER.id });
    await p.subscribe(topic);
    const suspended = (await p.next("event", (m) => m.topic === topic)).data as FeedBatch;
    expect(server.app.feed.isSuspended()).toBe(true);
    const locks = suspended.diffs.filter((d) => d.level === "outcome" || d.level === "market");
    expect(locks.length).toBeGreaterThan(0);
    expect(locks.every((d) => d.data?.locked === true)).toBe(true);

    server.provider.heartbeat();
    await server.app.feed.settled();
    const restored = (await p.next("event", (m) => m.topic === topic)).data as FeedBatch;
    expect(server.app.feed.isSuspended()).toBe(false);
    expect(restored.diffs.filter((d) => d.level === "outcome").every((d) => d.data?.locked === false)).toBe(
      true,
    );
  });

  it("rebuilds from the state tables plus the log written after them, equal to the fold of the whole log", async () => {
    await server.app.feed.flush();
    const flushed = await server.driver.query<{ version: number }>(
      "SELECT version FROM feed_sports WHERE sport_id = $1",
      [SOCCER.id],
    );
    expect(flushed[0]?.version).toBe(server.app.feed.version(SOCCER.id));
    // Two more versions that only the log holds.
    await push(SOCCER, [{ id: "soccer-late-00001", status: "not_started", startTime: T0 }]);
    await push(SOCCER, [{ id: "soccer-late-00001", status: "in_progress", startTime: T0 }]);

    const rows = await server.driver.query<{ version: number; diffs: string }>(
      "SELECT version, diffs FROM feed_batches WHERE sport_id = $1 ORDER BY version",
      [SOCCER.id],
    );
    expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => i + 1));
    let tree: FeedTree = emptyFeedTree;
    for (const row of rows) tree = applyFeedDiffs(tree, JSON.parse(row.diffs)).tree;
    const stored = await makeFeedStore(server.driver).load();
    expect(stored.get(SOCCER.id)?.version).toBe(server.app.feed.version(SOCCER.id));
    expect({ sports: { [SOCCER.id]: stored.get(SOCCER.id)?.line } }).toEqual(tree);
    expect(tree).toEqual({
      sports: {
        [SOCCER.id]: line(SOCCER, [{ id: "soccer-late-00001", status: "in_progress", startTime: T0 }]),
      },
    });
  });
});
