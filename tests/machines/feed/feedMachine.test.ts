import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { FEED_BUFFER_LIMIT } from "../../../machines/feed/feedBuffer.ts";
import { FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { batchAt, batchesFrom, lineAt, snapshotAt, VIEW } from "./feedLine.ts";

describe("feedMachine", () => {
  let harness: ReturnType<typeof feedHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = feedHarness();
    actor = createActor(harness.machine, { input: VIEW }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  const answerSnapshot = async (version: number) => {
    harness.pendingSnapshots()[0]!.resolve(snapshotAt(version));
    await settle();
  };
  const context = () => actor.getSnapshot().context;

  describe("when in the loading state", () => {
    it("subscribes before the snapshot arrives and keeps what arrives meanwhile", async () => {
      expect(harness.topics).toEqual(["line.live.soccer"]);
      expect(actor.getSnapshot().hasTag("loading")).toBe(true);
      for (const version of [9, 12, 11, 10]) harness.push(batchAt(version));
      await answerSnapshot(10);
      // 9 and 10 are in the snapshot already; 11 and 12 follow it.
      expect(actor.getSnapshot().value).toBe("live");
      expect(context()).toMatchObject({ version: 12, buffer: [], issues: 0, fault: null, retries: 0 });
      expect(context().tree).toEqual(lineAt(12));
    });

    it("holds 100 batches and starts over on the 101st", async () => {
      for (const batch of batchesFrom(11, 10 + FEED_BUFFER_LIMIT)) harness.push(batch);
      // A repeat takes no room.
      harness.push(batchAt(11));
      expect(actor.getSnapshot().value).toBe("loading");
      expect(context().buffer).toHaveLength(FEED_BUFFER_LIMIT);
      harness.push(batchAt(11 + FEED_BUFFER_LIMIT));
      expect(actor.getSnapshot().value).toBe("recovering");
      expect(context()).toMatchObject({ fault: "buffer.overload", buffer: [], retries: 1 });
      // The snapshot that was on its way is no longer waited for.
      expect(harness.pendingSnapshots()).toEqual([]);
    });
  });

  describe("when in the recovering state", () => {
    it("asks for a fresh snapshot 3 s after a failed one, not before", async () => {
      harness.pendingSnapshots()[0]!.reject(new Error("offline"));
      await settle();
      expect(actor.getSnapshot().hasTag("recovering")).toBe(true);
      expect(context().fault).toBe("snapshot.failed");

      vi.advanceTimersByTime(FEED_RETRY_DELAY_MS - 1);
      expect(harness.snapshots).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe("loading");
      expect(harness.snapshots).toHaveLength(2);

      await answerSnapshot(20);
      expect(actor.getSnapshot().hasTag("live")).toBe(true);
      expect(context()).toMatchObject({ version: 20, retries: 1, fault: "snapshot.failed" });
    });

    it("keeps the tree it had while it waits, and drops batches", async () => {
      await answerSnapshot(10);
      harness.push(batchAt(12));
      harness.pendingGaps()[0]!.resolve(null);
      await settle();
      expect(actor.getSnapshot().value).toBe("recovering");
      expect(context()).toMatchObject({ version: 10, fault: "gap.nil" });
      expect(context().tree).toEqual(lineAt(10));
      harness.push(batchAt(13));
      expect(context().buffer).toEqual([]);

      vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
      await answerSnapshot(13);
      expect(actor.getSnapshot().value).toBe("live");
      expect(context().tree).toEqual(lineAt(13));
    });
  });

  describe("when in the live state", () => {
    beforeEach(() => answerSnapshot(10));

    it("applies the next batch, sharing what it did not change", () => {
      const before = context().tree;
      harness.push(batchAt(11));
      expect(context()).toMatchObject({ version: 11, time: batchAt(11).time });
      expect(context().tree).toEqual(lineAt(11));
      const events = (tree: typeof before) =>
        tree.sports.soccer!.categories.england!.tournaments.premier!.events;
      expect(events(context().tree)["ev-00000002"]).toBe(events(before)["ev-00000002"]);
    });

    it("drops a repeated batch silently", () => {
      harness.push(batchAt(11));
      const tree = context().tree;
      harness.push(batchAt(11));
      harness.push(batchAt(9));
      expect(actor.getSnapshot().value).toBe("live");
      expect(context()).toMatchObject({ version: 11, fault: null, retries: 0, buffer: [] });
      expect(context().tree).toBe(tree);
    });

    it("fetches a gap from its version, buffers what arrives meanwhile, then drains the buffer", async () => {
      harness.push(batchAt(13));
      expect(actor.getSnapshot().hasTag("catchingUp")).toBe(true);
      expect(harness.pendingGaps().map((request) => request.input)).toEqual([
        { view: VIEW, fromVersion: 10 },
      ]);
      harness.push(batchAt(15));
      harness.push(batchAt(14));
      harness.pendingGaps()[0]!.resolve(batchesFrom(11, 13));
      await settle();
      expect(actor.getSnapshot().value).toBe("live");
      expect(context()).toMatchObject({ version: 15, buffer: [], issues: 0 });
      expect(context().tree).toEqual(lineAt(15));
    });

    it("asks again when the buffer still has a hole after a gap", async () => {
      harness.push(batchAt(12));
      harness.push(batchAt(15));
      harness.pendingGaps()[0]!.resolve(batchesFrom(11, 12));
      await settle();
      expect(actor.getSnapshot().value).toBe("fetchingGap");
      expect(harness.pendingGaps().map((request) => request.input.fromVersion)).toEqual([12]);
    });

    it("starts over 3 s after a gap request fails", async () => {
      harness.push(batchAt(12));
      harness.pendingGaps()[0]!.reject(new Error("502"));
      await settle();
      expect(context().fault).toBe("gap.failed");
      vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
      expect(actor.getSnapshot().value).toBe("loading");
    });

    it("counts fold issues without stopping", () => {
      harness.push({
        ...batchAt(11),
        diffs: [{ level: "event", action: "UPDATE", path: "soccer->england->premier->nope", data: {} }],
      });
      expect(actor.getSnapshot().value).toBe("live");
      expect(context()).toMatchObject({ version: 11, issues: 1 });
    });
  });

  it("unsubscribes when stopped", () => {
    actor.stop();
    expect(harness.unsubscribed()).toBe(1);
  });
});
