import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../../domain/feed/diff";
import type { FeedTree } from "../../../domain/feed/tree";
import { type FeedSnapshot, type LineView, viewTopic } from "../../../domain/feed/views";
import type { EventSpec } from "../../helpers/lineBuilder";
import { connectPeer } from "../../helpers/wsPeer";
import type { ChildReply, ChildRequest } from "./crashableServer";

const T0 = Date.UTC(2026, 10, 23, 12, 0);
const HOUR = 3_600_000;
const SOCCER_ID = "sport-soccer-0001";
const LIVE = { kind: "live", sportId: SOCCER_ID } as const satisfies LineView;
const TODAY = {
  kind: "day",
  sportId: SOCCER_ID,
  date: "2026-11-23",
  timeZoneOffset: 0,
} as const satisfies LineView;
const script = fileURLToPath(new URL("./crashableServer.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "feed-restart-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const child = spawn(process.execPath, ["--import", "tsx", script, dataDir, String(T0)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  const replies: ChildReply[] = [];
  const waiters: Array<() => void> = [];
  child.on("message", (message: ChildReply) => {
    replies.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (): Promise<ChildReply> => {
    while (replies.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    return replies.shift()!;
  };
  const listening = await next();
  if (listening.type !== "listening") throw new Error("the child server did not start");
  const url = `http://127.0.0.1:${listening.port}`;
  const ask = async (request: ChildRequest) => {
    child.send(request);
    return (await next()).version;
  };
  const rpc = async <T>(command: string, payload: unknown): Promise<T> => {
    const response = await fetch(`${url}/funsclub-front-server__api/rpc/${command}`, {
      method: "POST",
      body: JSON.stringify(payload),
    });
    return (await response.json()) as T;
  };
  const snapshot = (view: typeof LIVE | typeof TODAY) =>
    view.kind === "live"
      ? rpc<FeedSnapshot>("get_live_line", { sportId: view.sportId })
      : rpc<FeedSnapshot>("get_line", {
          sportId: view.sportId,
          date: view.date,
          timeZoneOffset: view.timeZoneOffset,
        });
  const gap = async (view: LineView, fromVersion: number) =>
    (await rpc<{ batches: FeedBatch[] | null }>("get_line_gap", { view, fromVersion })).batches;
  return {
    version: listening.version,
    wsUrl: `ws://127.0.0.1:${listening.port}/ws`,
    push: (events: ReadonlyArray<EventSpec>) => ask({ type: "push", events }),
    flush: () => ask({ type: "flush" }),
    snapshot,
    gap,
    kill: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
};

const fold = (tree: FeedTree, batches: ReadonlyArray<FeedBatch>): FeedTree => {
  const result = applyFeedDiffs(
    tree,
    batches.flatMap((batch) => batch.diffs),
  );
  expect(result.issues).toEqual([]);
  return result.tree;
};

describe("get_line_gap after the server was killed and restarted", () => {
  it("answers the batches since the client's version from the log, and the client ends on the server's snapshot", async () => {
    const first = await start();
    await first.push([
      { id: "soccer-a-0000001", status: "not_started", startTime: T0 + HOUR },
      { id: "soccer-b-0000002", status: "in_progress", startTime: T0 },
    ]);
    await first.push([
      { id: "soccer-a-0000001", status: "not_started", startTime: T0 + HOUR },
      { id: "soccer-b-0000002", status: "in_progress", startTime: T0, home: 1 },
    ]);
    // The state tables now hold version 2; everything after lives only in the log.
    expect(await first.flush()).toBe(2);
    await first.push([
      { id: "soccer-a-0000001", status: "in_progress", startTime: T0 + HOUR },
      { id: "soccer-b-0000002", status: "in_progress", startTime: T0, home: 2 },
    ]);
    await first.push([
      { id: "soccer-a-0000001", status: "in_progress", startTime: T0 + HOUR, home: 1 },
      { id: "soccer-b-0000002", status: "finished", startTime: T0, home: 2 },
    ]);
    // The client's last sight of the views, at version 4.
    const seen = { live: await first.snapshot(LIVE), today: await first.snapshot(TODAY) };
    expect([seen.live.version, seen.today.version]).toEqual([4, 4]);
    await first.push([
      { id: "soccer-a-0000001", status: "in_progress", startTime: T0 + HOUR, home: 2 },
      { id: "soccer-b-0000002", status: "finished", startTime: T0, home: 2 },
      { id: "soccer-c-0000003", status: "not_started", startTime: T0 + 2 * HOUR },
    ]);
    await first.push([
      { id: "soccer-a-0000001", status: "finished", startTime: T0 + HOUR, home: 2 },
      { id: "soccer-c-0000003", status: "in_progress", startTime: T0 + 2 * HOUR },
    ]);
    expect(
      await first.push([
        { id: "soccer-c-0000003", status: "in_progress", startTime: T0 + 2 * HOUR, away: 1 },
        { id: "soccer-d-0000004", status: "not_started", startTime: T0 + 24 * HOUR },
      ]),
    ).toBe(7);
    await first.kill();

    const second = await start();
    expect(second.version).toBe(7);
    // The live view is watched again (a reconnected client resubscribes); the day view is not.
    const peer = await connectPeer(second.wsUrl);
    await peer.subscribe(viewTopic(LIVE));

    for (const [view, seenView] of [
      [LIVE, seen.live],
      [TODAY, seen.today],
    ] as const) {
      const batches = await second.gap(view, 4);
      expect(batches?.map((batch) => batch.version)).toEqual([5, 6, 7]);
      const now = await second.snapshot(view);
      expect(now.version).toBe(7);
      expect(fold(seenView.tree, batches!)).toEqual(now.tree);
      expect(await second.gap(view, 7)).toEqual([]);
      expect((await second.gap(view, 2))?.map((batch) => batch.version)).toEqual([3, 4, 5, 6, 7]);
      // Below the state tables' version the server has no line to start from: the client takes a snapshot.
      expect(await second.gap(view, 1)).toBeNull();
    }

    // Batches after the restart join the ones from the log.
    await second.push([
      { id: "soccer-c-0000003", status: "finished", startTime: T0 + 2 * HOUR, away: 1 },
      { id: "soccer-d-0000004", status: "not_started", startTime: T0 + 24 * HOUR },
    ]);
    const pushed = (await peer.next("event", (m) => m.topic === viewTopic(LIVE))).data as FeedBatch;
    expect(pushed.version).toBe(8);
    for (const [view, seenView] of [
      [LIVE, seen.live],
      [TODAY, seen.today],
    ] as const) {
      const batches = await second.gap(view, 4);
      expect(batches?.map((batch) => batch.version)).toEqual([5, 6, 7, 8]);
      expect(fold(seenView.tree, batches!)).toEqual((await second.snapshot(view)).tree);
    }
    await peer.close();
    await second.kill();
  }, 120_000);
});
