import type { FoldIssue, FoldOptions } from "../../../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../../../domain/feed/diff";
import type { FeedLevel, FeedTree } from "../../../domain/feed/tree";

/**
 * The test oracle for `applyFeedDiffs`: the rules of sports-data section 4 written as plainly as possible,
 * on a deep clone mutated in place. Slow and obviously right; it shares no code with the fold.
 */
const RECORD: Record<FeedLevel, string> = {
  sport: "sports",
  category: "categories",
  tournament: "tournaments",
  event: "events",
  scope: "scopes",
  market: "markets",
  outcome: "outcomes",
  score: "scores",
};
const PATH: Record<FeedLevel, ReadonlyArray<FeedLevel>> = {
  sport: ["sport"],
  category: ["sport", "category"],
  tournament: ["sport", "category", "tournament"],
  event: ["sport", "category", "tournament", "event"],
  scope: ["sport", "category", "tournament", "event", "scope"],
  market: ["sport", "category", "tournament", "event", "scope", "market"],
  outcome: ["sport", "category", "tournament", "event", "scope", "market", "outcome"],
  score: ["sport", "category", "tournament", "event", "scope", "score"],
};
const CHILDREN: Record<FeedLevel, ReadonlyArray<string>> = {
  sport: ["categories"],
  category: ["tournaments"],
  tournament: ["events"],
  event: ["scopes"],
  scope: ["markets", "scores"],
  market: ["outcomes"],
  outcome: [],
  score: [],
};
const ALL_CHILD_RECORDS = ["categories", "tournaments", "events", "scopes", "markets", "outcomes", "scores"];

// biome-ignore lint/suspicious/noExplicitAny: the oracle walks the tree untyped on purpose.
type Any = any;

export interface ReferenceResult {
  readonly tree: FeedTree;
  readonly issues: ReadonlyArray<FoldIssue>;
  /** The diffs that changed the tree (all but the skipped ones). */
  readonly applied: ReadonlyArray<FeedDiff>;
}

export const referenceFold = (
  input: FeedTree,
  diffs: ReadonlyArray<FeedDiff>,
  options: FoldOptions = {},
): ReferenceResult => {
  const tree: Any = structuredClone(input);
  const issues: FoldIssue[] = [];
  const applied: FeedDiff[] = [];
  for (const diff of diffs) {
    const parts = diff.path.split("->");
    const levels = PATH[diff.level];
    if (parts.length !== levels.length || parts.some((part) => part === "")) {
      issues.push({ severity: "error", message: `Malformed ${diff.level} path ${diff.path}`, diff });
      continue;
    }
    const sportId = parts[0]!;
    const known = options.isKnownSport ? options.isKnownSport(sportId) : true;
    const exists = tree.sports[sportId] !== undefined;
    if (!known || (!exists && !(diff.level === "sport" && diff.action === "CREATE"))) {
      issues.push({ severity: "error", message: `Unknown sport id ${sportId}`, diff });
      continue;
    }
    let parent: Any = tree;
    let missing: string | undefined;
    for (let i = 0; i < levels.length - 1; i++) {
      const next = parent[RECORD[levels[i]!]]?.[parts[i]!];
      if (!next) {
        missing = parts.slice(0, i + 1).join("->");
        break;
      }
      parent = next;
    }
    const what = `${diff.action} of ${diff.level} ${diff.path}`;
    if (missing !== undefined) {
      issues.push({ severity: "warning", message: `${what} under a missing parent ${missing}`, diff });
      continue;
    }
    const id = parts[parts.length - 1]!;
    const key = RECORD[diff.level];
    const item = parent[key]?.[id];
    if (diff.action !== "CREATE" && !item) {
      issues.push({
        severity: "warning",
        message: `${diff.action} of missing ${diff.level} ${diff.path}`,
        diff,
      });
      continue;
    }
    applied.push(diff);
    parent[key] ??= {};
    if (diff.action === "REMOVE") {
      delete parent[key][id];
      continue;
    }
    const fields: Any = structuredClone(diff.data ?? {});
    for (const child of ALL_CHILD_RECORDS) delete fields[child];
    if (!item) {
      const created: Any = { ...fields };
      for (const child of CHILDREN[diff.level]) created[child] = {};
      parent[key][id] = created;
      continue;
    }
    if (diff.level === "market") {
      for (const constant of ["type", "parameters"]) {
        if (constant in fields && JSON.stringify(fields[constant]) !== JSON.stringify(item[constant])) {
          issues.push({
            severity: "warning",
            message: `Market ${diff.path} changed its ${constant}; the change is ignored`,
            diff,
          });
          delete fields[constant];
        }
      }
    }
    Object.assign(item, fields);
  }
  return { tree, issues, applied };
};
