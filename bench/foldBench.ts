import { applyFeedDiffs } from "../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../domain/feed/diff";
import { diffFeedTrees } from "../domain/feed/diffFeedTrees";
import { splitPath } from "../domain/feed/ids";
import { CHILD_RECORD, LEVEL_CHAIN } from "../domain/feed/levels";
import type { FeedTree } from "../domain/feed/tree";
import { type Figure, fmt, medianMs } from "./measure";
import { moveOdds, syntheticLine } from "./syntheticLine";

/** The browser's fold against the floor: the same diffs applied by plain in-place mutation. */
const mutateInPlace = (tree: FeedTree, diffs: ReadonlyArray<FeedDiff>): void => {
  for (const diff of diffs) {
    const parts = splitPath(diff.path);
    const chain = LEVEL_CHAIN[diff.level];
    let node = tree as unknown as Record<string, Record<string, Record<string, unknown>>>;
    for (let depth = 0; depth < chain.length - 1; depth++) {
      const key =
        depth === 0 ? "sports" : CHILD_RECORD[chain[depth] as Exclude<(typeof chain)[number], "sport">];
      node = node[key]![parts[depth]!] as typeof node;
    }
    const key = CHILD_RECORD[diff.level as Exclude<typeof diff.level, "sport">];
    Object.assign(node[key]![parts[parts.length - 1]!]!, diff.data);
  }
};

export const foldBench = (): Figure[] => {
  const sportId = "bench-soccer";
  let line = syntheticLine(sportId, 1000, Date.now(), 0.3);
  const start: FeedTree = { sports: { [sportId]: line } };
  const batches: FeedDiff[][] = [];
  let previous = start;
  for (let step = 1; step <= 200; step++) {
    line = moveOdds(line, step, 50);
    const next: FeedTree = { sports: { [sportId]: line } };
    batches.push(diffFeedTrees(previous, next));
    previous = next;
  }
  const updates = batches.reduce((sum, batch) => sum + batch.length, 0);
  const foldMs = medianMs(7, () => {
    let tree = start;
    for (const batch of batches) tree = applyFeedDiffs(tree, batch).tree;
  });
  const mutable = structuredClone(start);
  const floorMs = medianMs(7, () => {
    for (const batch of batches) mutateInPlace(mutable, batch);
  });
  return [
    {
      name: `fold in the browser code: outcome updates per second (1,000-event line, batches of 50)`,
      value: fmt((updates / foldMs) * 1000),
      baselineName: "same diffs by in-place mutation (no immutability)",
      baseline: fmt((updates / floorMs) * 1000),
    },
  ];
};
