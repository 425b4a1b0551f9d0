import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { FEED_RETRY_DELAY_MS, type FeedFault } from "../../../machines/feed/feedFaults.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { expectFeedConsistent } from "./feedInvariant.ts";
import { VIEW } from "./feedLine.ts";
import { type FuzzServer, fuzzServer } from "./fuzzServer.ts";
import { quiesceFeed } from "./quiesceFeed.ts";
import { type SeededRandom, seededRandom } from "./seededRandom.ts";

/**
 * Seeded fuzz of the browser's feed (after tldraw's syncFuzz.test.ts): a server changes its line at random
 * and commits a batch per change; the real feedMachine follows it over a network that drops, repeats and
 * reorders batches and now and then disconnects (what was in flight is lost, the stream repeats its last
 * batch on reconnect); snapshot and gap requests are answered late (now and then the server stalls while
 * batches keep coming, until the buffer overflows) or fail; the server's ring forgets old
 * batches, so a client far behind gets a nil gap and starts again from a snapshot. The invariant is
 * checked after every step, and once the network heals the client must hold the server's last tree.
 *
 * CI runs a fixed seed for a few iterations; `FEED_FUZZ_SEED=<n> FEED_FUZZ_ITERATIONS=<n>` runs others
 * locally. A seed that fails goes to REGRESSION_SEEDS and stays there as a test of its own.
 */
const CI_SEED = 7_2026_11;
const CI_ITERATIONS = 6;
const STEPS = 400;
/** Smaller than the real ring (1,000) so that a client held back for a while meets a nil gap. */
const RING_SIZE = 12;
/** Smaller than FEED_BUFFER_LIMIT (100) so that an overload is reached within a run. */
const BUFFER_LIMIT = 10;

/**
 * Seeds that once failed, each replayed as its own test. None has failed against the current machine
 * and fold yet; add the seed a failure names here before fixing the bug.
 */
const REGRESSION_SEEDS: ReadonlyArray<number> = [];

type Operation = "commit" | "deliver" | "answer" | "stall" | "disconnect" | "reconnect" | "tick";
const OPERATIONS: ReadonlyArray<readonly [Operation, number]> = [
  ["commit", 30],
  ["deliver", 32],
  ["answer", 18],
  ["stall", 2],
  ["disconnect", 3],
  ["reconnect", 6],
  ["tick", 11],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, weight]) => sum + weight, 0);

const pickOperation = (random: SeededRandom): Operation => {
  let roll = random.int(TOTAL_WEIGHT);
  for (const [operation, weight] of OPERATIONS) {
    if (roll < weight) return operation;
    roll -= weight;
  }
  return "tick";
};

interface FuzzReport {
  /** Why the client started again, each time it did. */
  readonly faults: ReadonlyArray<FeedFault>;
  readonly versions: number;
}

const runFuzz = async (seed: number): Promise<FuzzReport> => {
  const random = seededRandom(seed);
  const server: FuzzServer = fuzzServer(random, RING_SIZE);
  const harness = feedHarness({ bufferLimit: BUFFER_LIMIT });
  const actor = createActor(harness.machine, { input: VIEW }).start();
  const faults: FeedFault[] = [];
  let retries = 0;
  const wire: FeedBatch[] = [];
  let connected = true;
  /** Steps left during which the server is too slow to answer requests. */
  let stalled = 0;
  const trail: string[] = [];

  const check = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.context.retries > retries) {
      retries = snapshot.context.retries;
      faults.push(snapshot.context.fault!);
    }
    expectFeedConsistent(snapshot, server.treeAt);
  };

  /** The server's version when each request was made: its answer is of that moment or a later one. */
  const askedAt = new WeakMap<object, number>();
  const noteRequests = () => {
    for (const request of [...harness.pendingSnapshots(), ...harness.pendingGaps()])
      if (!askedAt.has(request)) askedAt.set(request, server.version());
  };
  /** A moment between the request and now, or now when the network behaves. */
  const answeredAt = (request: object, healed: boolean) => {
    const asked = askedAt.get(request) ?? server.version();
    return healed ? server.version() : asked + random.int(server.version() - asked + 1);
  };

  /**
   * Answers the machine's pending request with the server's state at a moment since it was asked (batches
   * committed after that moment may already be on the client), unless the network fails it.
   */
  const answer = async (healed: boolean) => {
    noteRequests();
    const [snapshot] = harness.pendingSnapshots();
    const [gap] = harness.pendingGaps();
    if (snapshot) {
      if (!healed && random.chance(0.2)) snapshot.reject(new Error("offline"));
      else snapshot.resolve(server.snapshotAt(answeredAt(snapshot, healed)));
    } else if (gap) {
      if (!healed && random.chance(0.15)) gap.reject(new Error("offline"));
      else gap.resolve(server.gapAt(gap.input.fromVersion, answeredAt(gap, healed)));
    }
    await settle();
  };

  const perform = async (operation: Operation) => {
    switch (operation) {
      case "commit": {
        const batch = server.commit();
        if (!connected) return;
        // Lost on the way, delivered once, or twice.
        const copies = random.pick([0, 1, 1, 1, 1, 2]);
        for (let copy = 0; copy < copies; copy++) wire.push(batch);
        return;
      }
      case "deliver": {
        if (wire.length === 0) return;
        // Mostly in order, sometimes one of the next few overtakes the others.
        const [batch] = wire.splice(random.chance(0.7) ? 0 : random.int(Math.min(wire.length, 4)), 1);
        harness.push(batch!);
        return;
      }
      case "answer":
        if (stalled > 0) return;
        return answer(false);
      case "stall":
        stalled = 10 + random.int(30);
        return;
      case "disconnect":
        connected = false;
        wire.length = 0;
        return;
      case "reconnect":
        if (connected) return;
        connected = true;
        // NOTE: a resubscribed stream starts with the last batch again; that repeat is what shows the
        // client the versions it missed while away.
        wire.push(server.latest());
        return;
      case "tick":
        vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
        return;
    }
  };

  /** The network behaves: every request succeeds, every retry fires, until nothing is left to do. */
  const quiesce = () => quiesceFeed(harness, () => answer(true), check, 100);

  try {
    check();
    for (let step = 0; step < STEPS; step++) {
      const operation = pickOperation(random);
      trail.push(operation);
      if (stalled > 0) stalled--;
      await perform(operation);
      noteRequests();
      check();
    }
    trail.push("heal");
    if (!connected) await perform("reconnect");
    while (wire.length > 0) {
      harness.push(wire.shift()!);
      check();
    }
    await quiesce();
    harness.push(server.latest());
    await quiesce();

    const final = actor.getSnapshot();
    expect(final.value).toBe("live");
    expect(final.context.version).toBe(server.version());
    expect(final.context.tree).toEqual(server.treeAt(server.version()));
    return { faults, versions: server.version() };
  } catch (error) {
    if (error instanceof Error) {
      const recent = trail.slice(-8).join(", ");
      error.message = `feed fuzz seed ${seed} (keep it in REGRESSION_SEEDS), step ${trail.length} (last: ${recent}): ${error.message}`;
    }
    throw error;
  } finally {
    actor.stop();
  }
};

const envNumber = (name: string): number | undefined => {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`${name} must be an integer, got ${value}`);
  return parsed;
};

describe("feed fuzz", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const seed = envNumber("FEED_FUZZ_SEED") ?? CI_SEED;
  const iterations = envNumber("FEED_FUZZ_ITERATIONS") ?? CI_ITERATIONS;

  it(
    `client ends equal to the server from seed ${seed}, ${iterations} runs`,
    async () => {
      const seen = new Set<FeedFault>();
      let versions = 0;
      for (let i = 0; i < iterations; i++) {
        const report = await runFuzz(seed + i);
        for (const fault of report.faults) seen.add(fault);
        versions += report.versions;
      }
      expect(versions).toBeGreaterThan(iterations * 50);
      // The fixed CI seed must drive the client through every way of starting again, or the fuzz has
      // gone soft (a change of weights or sizes that stops it reaching them).
      if (seed === CI_SEED && iterations >= CI_ITERATIONS) {
        expect([...seen].sort()).toEqual(
          expect.arrayContaining(["buffer.overload", "gap.failed", "gap.nil", "snapshot.failed"]),
        );
      }
      // A long local run gets time in proportion (a run is well under a second on a quiet machine).
    },
    20_000 + iterations * 3_000,
  );

  for (const kept of REGRESSION_SEEDS) {
    it(`regression seed ${kept}`, async () => {
      await runFuzz(kept);
    });
  }
});
