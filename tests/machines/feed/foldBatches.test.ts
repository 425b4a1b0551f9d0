import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs.ts";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees.ts";
import { foldBatches } from "../../../machines/feed/foldBatches.ts";
import { feedTree } from "../../domain/feed/feedArbitraries.ts";

describe("foldBatches", () => {
  it("folds the contiguous run in one go as batch by batch would, and returns what follows a hole", () => {
    fc.assert(
      fc.property(
        fc.array(feedTree, { minLength: 2, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        (trees, heldAt, holeAt) => {
          const batches = trees.slice(1).map((tree, i) => ({
            sportId: "s",
            version: i + 1,
            time: i + 1,
            diffs: diffFeedTrees(trees[i]!, tree),
          }));
          const held = heldAt % trees.length;
          // Drop one batch after the held version, if there is one: the run must stop before it.
          const hole = held + 1 + (holeAt % trees.length);
          const given = batches.filter((batch) => batch.version !== hole);
          const reached = Math.min(hole - 1, trees.length - 1);

          const folded = foldBatches({ tree: trees[held]!, version: held, time: held }, given);
          expect(folded).toMatchObject({ version: reached, time: reached, issues: 0 });
          expect(folded.tree).toEqual(trees[reached]);
          expect(folded.rest.map((batch) => batch.version)).toEqual(
            given.filter((batch) => batch.version > reached).map((batch) => batch.version),
          );
          const stepwise = given
            .filter((batch) => batch.version > held && batch.version <= reached)
            .reduce((tree, batch) => applyFeedDiffs(tree, batch.diffs).tree, trees[held]!);
          expect(folded.tree).toEqual(stepwise);
        },
      ),
    );
  });

  it("keeps the very tree when nothing follows on", () => {
    const tree = { sports: {} };
    const folded = foldBatches({ tree, version: 3, time: 3 }, []);
    expect(folded.tree).toBe(tree);
    expect(folded).toMatchObject({ version: 3, issues: 0, rest: [] });
  });
});
