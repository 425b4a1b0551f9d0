import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees.ts";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import { FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import { feedTree } from "../../domain/feed/feedArbitraries.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { expectFeedConsistent } from "./feedInvariant.ts";
import { VIEW } from "./feedLine.ts";
import { quiesceFeed } from "./quiesceFeed.ts";

/**
 * Seeded fuzz of the whole recovery story: the server commits random trees one version at a time; each
 * batch reaches the client zero, one or two times, in any order; snapshot and gap requests are answered
 * at random moments with the server's state at that moment, and sometimes fail, come back nil or stop
 * short; the 3 s retry fires whenever the schedule says so. After every step the client's tree must be
 * the server's at the client's version. Once the schedule ends and the network behaves, the client must
 * be live at the server's last version with the server's last tree.
 */
type Step =
  | { readonly kind: "publish"; readonly copies: 0 | 1 | 2 }
  | { readonly kind: "deliver"; readonly pick: number }
  | { readonly kind: "answer"; readonly outcome: "full" | "short" | "nil" | "fail"; readonly cut: number }
  | { readonly kind: "tick" };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("publish"), copies: fc.constantFrom(0, 1, 1, 2) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("deliver"), pick: fc.nat(20) }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant("answer"),
      outcome: fc.constantFrom("full", "full", "short", "nil", "fail"),
      cut: fc.nat(5),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant("tick") }), weight: 1 },
) as fc.Arbitrary<Step>;

interface Scenario {
  /** The server's tree at versions 0, 1, 2, … */
  readonly trees: ReadonlyArray<FeedTree>;
  readonly steps: ReadonlyArray<Step>;
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  trees: fc.array(feedTree, { minLength: 2, maxLength: 16, size: "medium" }),
  // fast-check keeps arrays short by default; recovery needs long schedules to get interesting.
  steps: fc.array(step, { maxLength: 120, size: "max" }),
});

/** Runs a scenario to quiescence and checks the client against the server after every step. */
const run = async ({ trees, steps }: Scenario) => {
  const last = trees.length - 1;
  const log: FeedBatch[] = trees.map((tree, version) => ({
    sportId: "soccer",
    version,
    time: version * 1000,
    diffs: version === 0 ? [] : diffFeedTrees(trees[version - 1]!, tree),
  }));
  const harness = feedHarness();
  const actor = createActor(harness.machine, { input: VIEW }).start();
  let current = 0;
  const wire: FeedBatch[] = [];

  const check = () => expectFeedConsistent(actor.getSnapshot(), (version) => trees[version]!);

  const answer = async (outcome: "full" | "short" | "nil" | "fail", cut: number) => {
    const [snapshot] = harness.pendingSnapshots();
    const [gap] = harness.pendingGaps();
    if (snapshot) {
      if (outcome === "fail") snapshot.reject(new Error("offline"));
      else snapshot.resolve({ version: current, time: current * 1000, tree: trees[current]! });
    } else if (gap) {
      const from = gap.input.fromVersion;
      const end = outcome === "short" ? Math.min(current, from + 1 + cut) : current;
      if (outcome === "fail") gap.reject(new Error("offline"));
      else gap.resolve(outcome === "nil" ? null : log.slice(from + 1, end + 1));
    }
    await settle();
  };

  const perform = async (next: Step) => {
    switch (next.kind) {
      case "publish":
        if (current === last) return;
        current++;
        for (let copy = 0; copy < next.copies; copy++) wire.push(log[current]!);
        return;
      case "deliver": {
        if (wire.length === 0) return;
        const [batch] = wire.splice(next.pick % wire.length, 1);
        harness.push(batch!);
        return;
      }
      case "answer":
        return answer(next.outcome, next.cut);
      case "tick":
        vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
        return;
    }
  };

  /** The network behaves: every request succeeds in full, every retry fires. */
  const quiesce = () => quiesceFeed(harness, () => answer("full", 0), check, 50);

  try {
    check();
    for (const next of steps) {
      await perform(next);
      check();
    }
    while (current < last) await perform({ kind: "publish", copies: 1 });
    while (wire.length > 0) {
      await perform({ kind: "deliver", pick: 0 });
      check();
    }
    await quiesce();
    // NOTE: a client cannot see a loss it has no later batch to compare with; the stream's next batch
    // (the server sends one per commit, even an empty one) is what reveals it. Deliver the last once more.
    harness.push(log[last]!);
    await quiesce();

    const final = actor.getSnapshot();
    expect(final.value).toBe("live");
    expect(final.context.version).toBe(last);
    expect(final.context.tree).toEqual(trees[last]);
    expect(final.context.buffer).toEqual([]);
  } finally {
    actor.stop();
  }
};

describe("gap recovery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("converges on the server's last tree and version whatever the network did", async () => {
    await fc.assert(fc.asyncProperty(scenario, run), { numRuns: 300 });
  });
});
