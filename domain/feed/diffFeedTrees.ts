import type { FeedDiff } from "./diff";
import { joinPath } from "./ids";
import { CHILD_RECORD, CHILD_RECORDS_OF, ownFields } from "./levels";
import type { FeedLevel, FeedTree } from "./tree";

type Node = Readonly<Record<string, unknown>>;
type Children = Readonly<Record<string, Node>>;

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === "object" &&
    a !== null &&
    typeof b === "object" &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b));

/** Fields of `after` that differ from `before`, or undefined when none do. */
export const changedFields = (before: Node, after: Node): Record<string, unknown> | undefined => {
  const own = ownFields(after);
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const key in own) {
    if (!sameValue(before[key], own[key])) {
      changed[key] = own[key];
      any = true;
    }
  }
  return any ? changed : undefined;
};

/** CREATEs of `node` and everything below it, parents first. */
export const createSubtree = (level: FeedLevel, path: string, node: Node, out: FeedDiff[]): void => {
  out.push({ level, action: "CREATE", path, data: ownFields(node) });
  for (const child of CHILD_RECORDS_OF[level]) {
    const record = node[CHILD_RECORD[child]] as Children;
    for (const id in record) createSubtree(child, joinPath(path, id), record[id]!, out);
  }
};

const diffRecords = (
  level: FeedLevel,
  prefix: string | undefined,
  before: Children,
  after: Children,
  out: FeedDiff[],
): void => {
  if (before === after) return;
  const pathOf = (id: string) => (prefix === undefined ? id : joinPath(prefix, id));
  for (const id in before) if (!(id in after)) out.push({ level, action: "REMOVE", path: pathOf(id) });
  for (const id in after) {
    const next = after[id]!;
    const previous = before[id];
    if (!previous) createSubtree(level, pathOf(id), next, out);
    else diffNodes(level, pathOf(id), previous, next, out);
  }
};

const diffNodes = (level: FeedLevel, path: string, before: Node, after: Node, out: FeedDiff[]): void => {
  // Unchanged subtrees are shared by reference (the simulator and the fold both copy on write), which
  // keeps a diff of a whole sport proportional to what changed.
  if (before === after) return;
  const changed = changedFields(before, after);
  if (changed) out.push({ level, action: "UPDATE", path, data: changed });
  for (const child of CHILD_RECORDS_OF[level]) {
    const key = CHILD_RECORD[child];
    diffRecords(child, path, before[key] as Children, after[key] as Children, out);
  }
};

/**
 * The diffs that turn `before` into `after`, parents before children: applying them with
 * `applyFeedDiffs` to `before` gives a tree equal to `after`.
 */
export const diffFeedTrees = (before: FeedTree, after: FeedTree): FeedDiff[] => {
  const out: FeedDiff[] = [];
  diffRecords("sport", undefined, before.sports as Children, after.sports as Children, out);
  return out;
};
