import { applyFeedDiffs } from "../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../domain/feed/diff";
import { diffFeedTrees } from "../domain/feed/diffFeedTrees";
import { splitPath } from "../domain/feed/ids";
import { CHILD_RECORD, LEVEL_CHAIN } from "../domain/feed/levels";
import type { FeedTree } from "../domain/feed/tree";
import { type Figure, fmt } from "./measure";
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
  const fold = () => {
    let tree = start;
    for (const batch of batches) tree = applyFeedDiffs(tree, batch).tree;
  };
  const mutable = structuredClone(start);
  const floor = () => {
    for (const batch of batches) mutateInPlace(mutable, batch);
  };
  // NOTE: the two are timed in turns, so that whatever else the machine does falls on both alike.
  const { aMs: foldMs, bMs: floorMs, ratio } = interleavedMedians(15, fold, floor);
  const met = ratio >= FOLD_TARGET ? "met" : `missed by ${fmt((FOLD_TARGET - ratio) * 100)} points`;
  return [
    {
      name: `fold in the browser code: outcome updates per second (1,000-event line, batches of 50); target ≥ ${FOLD_TARGET} × in-place`,
      value: `${fmt((updates / foldMs) * 1000)} (${fmt(ratio, 2)} × in-place: target ${met})`,
      baselineName: "same diffs by in-place mutation (no immutability)",
      baseline: fmt((updates / floorMs) * 1000),
    },
  ];
};

/** Issue 7: the immutable fold at least half as fast as mutating in place. */
const FOLD_TARGET = 0.5;

/**
 * Runs `a` and `b` once each to warm up, then `runs` times in turns: median times and the median of the
 * turns' b/a ratios. NOTE: times are the process's CPU time, not the wall clock: on a machine shared with
 * other work the wall clock counts the time the process waited for a core, and the ratio wandered from
 * run to run by a third.
 */
const interleavedMedians = (runs: number, a: () => void, b: () => void) => {
  a();
  b();
  const aTimes: number[] = [];
  const bTimes: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const aMs = cpuMs(a);
    const bMs = cpuMs(b);
    aTimes.push(aMs);
    bTimes.push(bMs);
    ratios.push(bMs / aMs);
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return { aMs: median(aTimes), bMs: median(bTimes), ratio: median(ratios) };
};

const cpuMs = (body: () => void): number => {
  const start = process.cpuUsage();
  body();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
