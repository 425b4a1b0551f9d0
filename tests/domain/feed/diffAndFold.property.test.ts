import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../../../domain/feed/diff";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees";
import { emptyFeedTree, FEED_LEVELS } from "../../../domain/feed/tree";
import { feedTree } from "./feedArbitraries";

const deepFreeze = <T>(value: T): T => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
};

describe("folding diffs", () => {
  it("from a snapshot, folding the diffs of every later version gives the snapshot at the end version", () => {
    fc.assert(
      fc.property(fc.array(feedTree, { minLength: 2, maxLength: 6 }), (versions) => {
        const diffs = versions.slice(1).map((next, i) => diffFeedTrees(versions[i]!, next));
        let tree = versions[0]!;
        for (const batch of diffs) {
          const result = applyFeedDiffs(tree, batch);
          expect(result.issues).toEqual([]);
          tree = result.tree;
        }
        expect(tree).toEqual(versions[versions.length - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it("one batch or one diff at a time gives the same tree", () => {
    fc.assert(
      fc.property(feedTree, feedTree, (a, b) => {
        const diffs = diffFeedTrees(a, b);
        const whole = applyFeedDiffs(a, diffs).tree;
        const stepwise = diffs.reduce((tree, diff) => applyFeedDiffs(tree, [diff]).tree, a);
        expect(stepwise).toEqual(whole);
      }),
      { numRuns: 200 },
    );
  });

  it("never mutates the tree it is given, and shares what did not change", () => {
    fc.assert(
      fc.property(feedTree, feedTree, (a, b) => {
        const before = structuredClone(a);
        const frozen = deepFreeze(a);
        const { tree } = applyFeedDiffs(frozen, diffFeedTrees(a, b));
        expect(frozen).toEqual(before);
        for (const id in tree.sports) {
          if (JSON.stringify(tree.sports[id]) === JSON.stringify(a.sports[id]))
            expect(tree.sports[id]).toBe(a.sports[id]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on arbitrary, even nonsensical, diffs", () => {
    const diff: fc.Arbitrary<FeedDiff> = fc.record({
      level: fc.constantFrom(...FEED_LEVELS),
      action: fc.constantFrom("CREATE" as const, "UPDATE" as const, "REMOVE" as const),
      path: fc
        .array(fc.constantFrom("soccer", "tennis", "c1", "t1", "e1", "full_event--0", "1x2--nil", "P1", ""), {
          maxLength: 8,
        })
        .map((parts) => parts.join("->")),
      data: fc.option(
        fc.dictionary(fc.constantFrom("name", "locked", "coefficient", "type"), fc.jsonValue()),
        {
          nil: undefined,
        },
      ),
    });
    fc.assert(
      fc.property(feedTree, fc.array(diff, { maxLength: 20 }), (tree, diffs) => {
        const result = applyFeedDiffs(tree, diffs);
        expect(typeof result.tree.sports).toBe("object");
      }),
      { numRuns: 300 },
    );
  });

  it("an empty diff list changes nothing", () => {
    fc.assert(
      fc.property(feedTree, (tree) => {
        expect(applyFeedDiffs(tree, []).tree).toBe(tree);
        expect(diffFeedTrees(tree, tree)).toEqual([]);
      }),
    );
    expect(diffFeedTrees(emptyFeedTree, emptyFeedTree)).toEqual([]);
  });
});
