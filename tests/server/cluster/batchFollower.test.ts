import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FeedBatch } from "../../../domain/feed/diff";
import { makeBatchFollower } from "../../../server/cluster/batchFollower";

const batch = (sportId: string, version: number): FeedBatch => ({
  sportId,
  version,
  time: version,
  diffs: [],
});

/** A gateway's engine as the follower sees it: what it holds, and every batch it took, in order. */
const fakeGateway = (log: ReadonlyArray<FeedBatch>, start = 0) => {
  const held = new Map<string, number>();
  const accepted: FeedBatch[] = [];
  let logReads = 0;
  const follower = makeBatchFollower({
    held: (sportId) => held.get(sportId) ?? start,
    accept: (b) => {
      expect(b.version).toBe((held.get(b.sportId) ?? start) + 1);
      held.set(b.sportId, b.version);
      accepted.push(b);
    },
    readLog: async (sportId, from, limit) => {
      logReads++;
      await new Promise((resolve) => setImmediate(resolve));
      return log.filter((b) => b.sportId === sportId && b.version > from).slice(0, limit);
    },
    onError: (error) => {
      throw error;
    },
  });
  return { follower, accepted, held, logReads: () => logReads };
};

describe("a gateway following the ingest's batches", () => {
  it("takes batches in order without reading the log when NATS loses nothing", async () => {
    const log = [1, 2, 3].map((v) => batch("s", v));
    const gateway = fakeGateway(log);
    for (const b of log) gateway.follower.receive(b);
    expect(gateway.accepted.map((b) => b.version)).toEqual([1, 2, 3]);
    expect(gateway.logReads()).toBe(0);
  });

  it("fills a hole from the log and then takes the batches that waited", async () => {
    const log = [1, 2, 3, 4, 5].map((v) => batch("s", v));
    const gateway = fakeGateway(log);
    gateway.follower.receive(log[0]!);
    gateway.follower.receive(log[3]!);
    gateway.follower.receive(log[4]!);
    await gateway.follower.catchUp(["s"]);
    expect(gateway.accepted.map((b) => b.version)).toEqual([1, 2, 3, 4, 5]);
  });

  it("reads a log longer than one page", async () => {
    const log = Array.from({ length: 1234 }, (_, i) => batch("s", i + 1));
    const gateway = fakeGateway(log);
    gateway.follower.receive(log[1233]!);
    await gateway.follower.catchUp(["s"]);
    expect(gateway.accepted).toHaveLength(1234);
  });

  it("whatever NATS drops, repeats or reorders, each sport's versions arrive once and in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.tuple(fc.constantFrom("a", "b"), fc.integer({ min: 1, max: 45 }), fc.boolean()), {
          maxLength: 80,
        }),
        async (lengthA, lengthB, deliveries) => {
          const log = [
            ...Array.from({ length: lengthA }, (_, i) => batch("a", i + 1)),
            ...Array.from({ length: lengthB }, (_, i) => batch("b", i + 1)),
          ];
          const gateway = fakeGateway(log);
          for (const [sportId, version, pause] of deliveries) {
            const found = log.find((b) => b.sportId === sportId && b.version === version);
            if (found) gateway.follower.receive(found);
            if (pause) await new Promise((resolve) => setImmediate(resolve));
          }
          // The quiet timer's catch-up: a batch lost last shows no hole until then.
          await gateway.follower.catchUp(["a", "b"]);
          for (const [sportId, length] of [
            ["a", lengthA],
            ["b", lengthB],
          ] as const) {
            expect(gateway.accepted.filter((b) => b.sportId === sportId).map((b) => b.version)).toEqual(
              Array.from({ length }, (_, i) => i + 1),
            );
          }
        },
      ),
      { numRuns: 200, seed: 10 },
    );
  });
});
