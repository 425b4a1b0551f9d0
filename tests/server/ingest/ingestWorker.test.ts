import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../../domain/feed/diff";
import { forEachEvent } from "../../../domain/feed/filterFeedTree";
import type { FeedEvent, FeedTree } from "../../../domain/feed/tree";
import { type FeedSnapshot, type LineView, viewTopic } from "../../../domain/feed/views";
import { fullSport } from "../../../domain/sports/catalogue";
import { type App, createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { SIM_ADVANCE_PATH, SIM_NOW_PATH } from "../../../server/dev/simControl";
import {
  type IngestedSimulator,
  type IngestWorker,
  startIngestWorker,
} from "../../../server/ingest/startIngestWorker";
import { makeLogger } from "../../../server/log";
import { connectPeer } from "../../helpers/wsPeer";

/**
 * INGEST=worker end to end: the simulator, the commit path and PGlite on the worker thread, the server
 * on this one, batches crossing between them. One sport, a fast clock and short ticks, so batches come
 * several times a second.
 */
const SOCCER = fullSport("soccer");
const LIVE: LineView = { kind: "live", sportId: SOCCER.id };
const failures: Error[] = [];
/** What the serving thread's side of the worker says (errors and warnings). */
const said: string[] = [];
let ingest: IngestWorker;
let simulator: IngestedSimulator;
let app: App;
let url: string;

beforeAll(async () => {
  const config = loadConfig({
    PORT: "0",
    DATA_DIR: "memory://",
    NODE_ENV: "test",
    WEB_DIR: "tests/fixtures/web",
    SIM_SPEED: "60",
    SIM_CONTROL: "on",
    INGEST: "worker",
  });
  const logger = makeLogger("silent");
  ingest = await startIngestWorker({
    config,
    logger: {
      ...logger,
      error: (message) => said.push(`error: ${message}`),
      warn: (message) => said.push(`warn: ${message}`),
    },
    onFailure: (error) => failures.push(error),
    sports: ["soccer"],
    tickMs: 100,
    unresponsiveMs: 2_000,
  });
  simulator = await ingest.startSimulator();
  app = await createApp({
    config,
    driver: ingest.driver,
    logger,
    provider: simulator,
    feedStore: simulator.feedStore,
    feedOptions: simulator.feedOptions,
    simControl: simulator,
    marketplaceTimers: "elsewhere",
  });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
  await ingest.driver.close();
});

const rpc = async <T>(command: string, payload: unknown): Promise<T> => {
  const response = await fetch(`${url}/funsclub-front-server__api/rpc/${command}`, {
    method: "POST",
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

const until = async <T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const events = (tree: FeedTree): FeedEvent[] => {
  const found: FeedEvent[] = [];
  forEachEvent(tree, (event) => found.push(event));
  return found;
};

describe("the ingest worker (INGEST=worker)", () => {
  it("sends the live view's batches to a websocket with contiguous versions", async () => {
    await until("a live soccer match", async () => {
      const live = await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id });
      return events(live.tree).length > 0 ? live : undefined;
    });
    const peer = await connectPeer(`${url.replace("http", "ws")}/ws`);
    try {
      await peer.subscribe(viewTopic(LIVE));
      const versions: number[] = [];
      while (versions.length < 5) {
        const message = await peer.next("event", (m) => m.topic === viewTopic(LIVE));
        versions.push((message.data as FeedBatch).version);
      }
      expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
    } finally {
      await peer.close();
    }
  });

  it("answers a gap that brings an older snapshot to the current one", async () => {
    const { snapshot, gap } = await until("a gap that reaches the current version", async () => {
      const before = await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id });
      await new Promise((resolve) => setTimeout(resolve, 600));
      const answer = await rpc<{ batches: FeedBatch[] | null }>("get_line_gap", {
        view: LIVE,
        fromVersion: before.version,
      });
      const now = await rpc<FeedSnapshot>("get_live_line", { sportId: SOCCER.id });
      const last = answer.batches?.at(-1)?.version;
      // Another batch may land between the two reads: then try again.
      return last !== undefined && last === now.version
        ? { snapshot: { before, now }, gap: answer.batches! }
        : undefined;
    });
    expect(gap.map((b) => b.version)).toEqual(gap.map((_, i) => snapshot.before.version + 1 + i));
    let tree = snapshot.before.tree;
    for (const batch of gap) tree = applyFeedDiffs(tree, batch.diffs).tree;
    expect(tree).toEqual(snapshot.now.tree);
  });

  it("writes the log in the worker's PGlite, which this thread reads through the port", async () => {
    const [row] = await ingest.driver.query<{ n: number; top: number }>(
      "SELECT count(*)::int AS n, max(version)::int AS top FROM feed_batches WHERE sport_id = $1",
      [SOCCER.id],
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.top).toBeLessThanOrEqual(app.feed.version(SOCCER.id));
    expect(row!.top).toBeGreaterThan(app.feed.version(SOCCER.id) - 50);
  });

  it("runs the marketplace's timers on the worker: the rankings are rebuilt with none on this thread", async () => {
    // A settlement recorded, as recordSettlement.ts counts one: the sport's ranking is due.
    await ingest.driver.query("INSERT INTO tip_ranking_refreshes (sport_id, settlements) VALUES ($1, 1)", [
      SOCCER.id,
    ]);
    const refreshed = await until(
      "a ranking rebuilt",
      async () => {
        const [row] = await ingest.driver.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM tip_ranking_refreshes WHERE refreshed_at IS NOT NULL",
        );
        return row!.n > 0 ? row!.n : undefined;
      },
      15_000,
    );
    expect(refreshed).toBeGreaterThan(0);
  });

  it("moves the worker's simulator with /dev/sim/advance, its clock and this thread's together", async () => {
    const { now: before } = (await (await fetch(`${url}${SIM_NOW_PATH}`)).json()) as { now: number };
    // The next match to start on the sports clock (today or tomorrow); advanced past its kick-off, it plays.
    const days = [0, 1].map((d) => new Date(before + d * 86_400_000).toISOString().slice(0, 10));
    const upcoming: FeedEvent[] = [];
    for (const date of days) {
      const day = await rpc<FeedSnapshot>("get_line", { sportId: SOCCER.id, date, timeZoneOffset: 0 });
      upcoming.push(
        ...events(day.tree).filter((e) => e.status === "not_started" && e.startTime > before + 120_000),
      );
    }
    const next = upcoming.sort((a, b) => a.startTime - b.startTime)[0];
    expect(next).toBeDefined();
    const minutes = Math.ceil((next!.startTime - before) / 60_000) + 30;
    const response = await fetch(`${url}${SIM_ADVANCE_PATH}`, {
      method: "POST",
      body: JSON.stringify({ minutes }),
    });
    const { now: after } = (await response.json()) as { now: number };
    expect(after - before).toBeGreaterThanOrEqual(minutes * 60_000);
    expect(after - before).toBeLessThan((minutes + 10) * 60_000);
    const started = await until(
      "the advanced match's kick-off",
      async () => {
        const found = await rpc<FeedSnapshot>("find_event_snapshot", { eventId: next!.id });
        const event = events(found.tree)[0];
        return event && event.status !== "not_started" ? event : undefined;
      },
      10_000,
    );
    expect(started.id).toBe(next!.id);
  });

  it("says so when the worker is stuck, and again when it is back", async () => {
    const before = said.length;
    // PGlite runs SQL on the worker's thread: a long statement keeps the worker from saying anything.
    await ingest.driver.query("SELECT pg_sleep(4)");
    await until("the worker back", async () => (said.length >= before + 2 ? said : undefined), 5_000);
    expect(said.slice(before)).toEqual([
      "error: ingest worker unresponsive: the line and the database wait for it",
      "warn: ingest worker responsive again",
    ]);
  });

  it("says so when the worker dies, and statements through the port fail instead of hanging", async () => {
    expect(failures).toEqual([]);
    await ingest.thread.terminate();
    await until("the failure", async () => (failures.length > 0 ? failures : undefined), 5_000);
    expect(failures[0]!.message).toMatch(/ingest worker exited/);
    await expect(ingest.driver.query("SELECT 1")).rejects.toThrow(/ingest worker exited/);
  });
});
