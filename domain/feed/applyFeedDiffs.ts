import type { FeedDiff } from "./diff";
import { splitPath } from "./ids";
import { CHILD_RECORD, emptyChildren, LEVEL_CHAIN, ownFields } from "./levels";
import type { FeedTree } from "./tree";

export interface FoldIssue {
  readonly severity: "warning" | "error";
  readonly message: string;
  readonly diff: FeedDiff;
}

export interface FoldOptions {
  /** The sports catalogue: a diff for a sport outside it is an error and is skipped. */
  readonly isKnownSport?: (sportId: string) => boolean;
}

export interface FoldResult {
  readonly tree: FeedTree;
  readonly issues: ReadonlyArray<FoldIssue>;
}

type Node = Record<string, unknown>;
type Children = Record<string, Node>;

/**
 * Applies diffs in order (sports-data section 4): CREATE of an existing item updates it; UPDATE or
 * REMOVE of a missing item is a warning; a diff for an unknown sport is an error and is skipped; a change
 * of a market's type or parameters is a warning and is not applied; removing an item removes its
 * children. The input tree is never mutated: changed nodes are copied once per call (copy on write),
 * unchanged subtrees are shared, so views can compare by reference.
 */
export const applyFeedDiffs = (
  tree: FeedTree,
  diffs: ReadonlyArray<FeedDiff>,
  options: FoldOptions = {},
): FoldResult => {
  const issues: FoldIssue[] = [];
  const owned = new WeakSet<object>();
  const own = <T extends object>(value: T): T => {
    if (owned.has(value)) return value;
    const copy = Array.isArray(value) ? ([...value] as T) : { ...value };
    owned.add(copy);
    return copy;
  };
  let root = tree as unknown as Node;
  const warn = (diff: FeedDiff, message: string) => issues.push({ severity: "warning", message, diff });

  for (const diff of diffs) {
    const chain = LEVEL_CHAIN[diff.level];
    const parts = splitPath(diff.path);
    if (parts.length !== chain.length || parts.some((part) => part === "")) {
      issues.push({ severity: "error", message: `Malformed ${diff.level} path ${diff.path}`, diff });
      continue;
    }
    const sportId = parts[0]!;
    const sports = root.sports as Children;
    const creatingSport = diff.level === "sport" && diff.action === "CREATE";
    if ((!creatingSport && !sports[sportId]) || (options.isKnownSport && !options.isKnownSport(sportId))) {
      issues.push({ severity: "error", message: `Unknown sport id ${sportId}`, diff });
      continue;
    }

    // Read-only walk first, so that a skipped diff copies nothing.
    let parent: Node = root;
    let missingParent: string | undefined;
    for (let depth = 0; depth < chain.length - 1; depth++) {
      const record = parent[
        depth === 0 ? "sports" : CHILD_RECORD[chain[depth] as Exclude<(typeof chain)[number], "sport">]
      ] as Children | undefined;
      const next = record?.[parts[depth]!];
      if (!next) {
        missingParent = parts.slice(0, depth + 1).join("->");
        break;
      }
      parent = next;
    }
    const id = parts[parts.length - 1]!;
    const recordKey = diff.level === "sport" ? "sports" : CHILD_RECORD[diff.level];
    const existing = missingParent ? undefined : (parent[recordKey] as Children | undefined)?.[id];

    if (missingParent) {
      warn(diff, `${diff.action} of ${diff.level} ${diff.path} under a missing parent ${missingParent}`);
      continue;
    }
    if (diff.action !== "CREATE" && !existing) {
      warn(diff, `${diff.action} of missing ${diff.level} ${diff.path}`);
      continue;
    }

    // Write walk: copy the nodes on the path (once per call), then change the target's record.
    root = own(root);
    let node: Node = root;
    for (let depth = 0; depth < chain.length; depth++) {
      const key =
        depth === 0 ? "sports" : CHILD_RECORD[chain[depth] as Exclude<(typeof chain)[number], "sport">];
      const record = own(node[key] as Children);
      node[key] = record;
      if (depth === chain.length - 1) {
        applyToRecord(record, id, diff, existing, own, warn);
        break;
      }
      const child = own(record[parts[depth]!]!);
      record[parts[depth]!] = child;
      node = child;
    }
  }
  return { tree: root as unknown as FeedTree, issues };
};

const applyToRecord = (
  record: Children,
  id: string,
  diff: FeedDiff,
  existing: Node | undefined,
  own: <T extends object>(value: T) => T,
  warn: (diff: FeedDiff, message: string) => void,
): void => {
  if (diff.action === "REMOVE") {
    delete record[id];
    return;
  }
  const fields = ownFields(diff.data ?? {});
  if (!existing) {
    record[id] = { ...fields, ...emptyChildren(diff.level) };
    return;
  }
  if (diff.level === "market") {
    for (const constant of ["type", "parameters"] as const) {
      if (constant in fields && JSON.stringify(fields[constant]) !== JSON.stringify(existing[constant])) {
        warn(diff, `Market ${diff.path} changed its ${constant}; the change is ignored`);
        delete fields[constant];
      }
    }
  }
  const updated = own(existing);
  Object.assign(updated, fields);
  record[id] = updated;
};

export const applyFeedDiff = (tree: FeedTree, diff: FeedDiff, options?: FoldOptions): FoldResult =>
  applyFeedDiffs(tree, [diff], options);
