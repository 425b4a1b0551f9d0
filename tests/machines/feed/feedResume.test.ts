import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { batchesFrom, lineAt, snapshotAt, VIEW } from "./feedLine.ts";

/**
 * A feed restored from the snapshot a server render carried (issue 14): it resumes from the embedded
 * version through the gap, and takes a fresh snapshot only when the server no longer holds that gap.
 */
describe("feedMachine restored from a server render", () => {
  let harness: ReturnType<typeof feedHarness>;
  let actor: Actor<typeof harness.machine>;

  /** What the server's render carried: a machine that loaded its snapshot at `version`, persisted. */
  const carriedAt = async (version: number) => {
    const server = createActor(harness.machine, { input: VIEW }).start();
    harness.pendingSnapshots()[0]!.resolve(snapshotAt(version));
    await settle();
    const persisted = JSON.parse(JSON.stringify(server.getPersistedSnapshot()));
    server.stop();
    return persisted;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    harness = feedHarness();
  });
  afterEach(() => {
    actor?.stop();
    vi.useRealTimers();
  });

  it("starts live at the carried version, asks nothing until resumed, then folds the gap since it", async () => {
    const carried = await carriedAt(10);
    actor = createActor(harness.machine, { input: VIEW, snapshot: carried }).start();
    expect(actor.getSnapshot().value).toBe("live");
    expect(actor.getSnapshot().context.tree).toEqual(lineAt(10));
    expect(harness.pendingSnapshots()).toEqual([]);
    expect(harness.pendingGaps()).toEqual([]);

    actor.send({ type: "feed.resume" });
    expect(actor.getSnapshot().value).toBe("resuming");
    expect(harness.pendingGaps()[0]!.input).toEqual({ view: VIEW, fromVersion: 10 });
    harness.pendingGaps()[0]!.resolve(batchesFrom(11, 13));
    await settle();
    expect(actor.getSnapshot().value).toBe("live");
    expect(actor.getSnapshot().context).toMatchObject({ version: 13, fault: null, retries: 0 });
    expect(actor.getSnapshot().context.tree).toEqual(lineAt(13));
    // Subscribed again in the browser: the next batch follows.
    expect(harness.pendingSnapshots()).toEqual([]);
  });

  // The server answers `[]` when nothing came since (server/feed/lineViews.ts, gapFromRing): a page resumed
  // before the line moved on must not fetch again what its HTML carried.
  it("stays live without a snapshot when nothing happened since the render (an empty gap)", async () => {
    const carried = await carriedAt(10);
    actor = createActor(harness.machine, { input: VIEW, snapshot: carried }).start();
    actor.send({ type: "feed.resume" });
    harness.pendingGaps()[0]!.resolve([]);
    await settle();
    expect(harness.pendingSnapshots()).toEqual([]);
    expect(actor.getSnapshot().value).toBe("live");
    expect(actor.getSnapshot().context).toMatchObject({ version: 10, fault: null, retries: 0 });
  });

  it("takes a fresh snapshot at once when the server no longer holds the gap, the carried tree shown meanwhile", async () => {
    const carried = await carriedAt(10);
    actor = createActor(harness.machine, { input: VIEW, snapshot: carried }).start();
    actor.send({ type: "feed.resume" });
    harness.pendingGaps()[0]!.resolve(null);
    await settle();
    // Not a fault: no "connection lost" while the snapshot comes, and no retry delay before it.
    expect(actor.getSnapshot().hasTag("catchingUp")).toBe(true);
    expect(actor.getSnapshot().hasTag("recovering")).toBe(false);
    expect(actor.getSnapshot().context.tree).toEqual(lineAt(10));
    expect(harness.pendingSnapshots()).toHaveLength(1);
    harness.pendingSnapshots()[0]!.resolve(snapshotAt(20));
    await settle();
    expect(actor.getSnapshot().value).toBe("live");
    expect(actor.getSnapshot().context).toMatchObject({ version: 20, fault: null, retries: 0 });
  });

  it("starts over after the retry delay only when that snapshot fails too", async () => {
    const carried = await carriedAt(10);
    actor = createActor(harness.machine, { input: VIEW, snapshot: carried }).start();
    actor.send({ type: "feed.resume" });
    harness.pendingGaps()[0]!.reject(new Error("offline"));
    await settle();
    harness.pendingSnapshots()[0]!.reject(new Error("offline"));
    await settle();
    expect(actor.getSnapshot().hasTag("recovering")).toBe(true);
    expect(actor.getSnapshot().context.fault).toBe("snapshot.failed");
    await vi.advanceTimersByTimeAsync(FEED_RETRY_DELAY_MS);
    expect(harness.pendingSnapshots()).toHaveLength(1);
  });
});
