import { applyFeedDiffs, type FoldOptions } from "../../domain/feed/applyFeedDiffs.ts";
import type { FeedBatch } from "../../domain/feed/diff.ts";
import type { FeedTree } from "../../domain/feed/tree.ts";

export interface FeedPosition {
  readonly tree: FeedTree;
  readonly version: number;
  /** Server time of `version`, epoch ms. */
  readonly time: number;
}

export interface FoldedBatches extends FeedPosition {
  /** Fold issues (warnings and errors) met on the way. */
  readonly issues: number;
  /** The batches after the first missing version, still in order. */
  readonly rest: ReadonlyArray<FeedBatch>;
}

/**
 * Applies the run of `batches` (in version order) that continues `position`: versions at or below it
 * are dropped, then `version + 1`, `version + 2`, … are applied until one is missing.
 */
export const foldBatches = (
  position: FeedPosition,
  batches: ReadonlyArray<FeedBatch>,
  options?: FoldOptions,
): FoldedBatches => {
  let start = 0;
  while (start < batches.length && batches[start]!.version <= position.version) start++;
  let end = start;
  while (end < batches.length && batches[end]!.version === position.version + 1 + (end - start)) end++;
  if (end === start) return { ...position, issues: 0, rest: batches.slice(start) };
  // NOTE: one fold for the whole run. The fold copies each changed node once per call, so a gap of
  // fifty batches copies the hot path of the tree once, not fifty times; the result is the same as
  // folding batch by batch (tests/domain/feed/diffAndFold.property.test.ts).
  const run = batches.slice(start, end);
  const diffs = run.length === 1 ? run[0]!.diffs : run.flatMap((batch) => batch.diffs);
  const { tree, issues } = applyFeedDiffs(position.tree, diffs, options);
  const last = run[run.length - 1]!;
  return { tree, version: last.version, time: last.time, issues: issues.length, rest: batches.slice(end) };
};
