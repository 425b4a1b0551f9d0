import { copyNode } from "./copyNode";
import type { FeedDiff } from "./diff";
import { PATH_SEPARATOR } from "./ids";
import { CHILD_RECORD, CHILD_RECORDS_OF, LEVEL_CHAIN } from "./levels";
import type { FeedLevel, FeedTree } from "./tree";

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

/** For each level, the record read at each depth of its path: `sports`, `categories`, … its own. */
const RECORDS_ON_PATH = {} as Record<FeedLevel, ReadonlyArray<string>>;
/** For each level, the child records a new item starts with, empty. */
const CHILD_KEYS_OF = {} as Record<FeedLevel, ReadonlyArray<string>>;
for (const level in LEVEL_CHAIN) {
  const key = level as FeedLevel;
  RECORDS_ON_PATH[key] = LEVEL_CHAIN[key].map((step) => (step === "sport" ? "sports" : CHILD_RECORD[step]));
  CHILD_KEYS_OF[key] = CHILD_RECORDS_OF[key].map((child) => CHILD_RECORD[child]);
}
const CHILD_KEYS = new Set(Object.values(CHILD_RECORD));
// NOTE: module-local aliases, so that the hot loop reads no imported binding: under tsx (npm run bench)
// those reads showed in profiles as getter calls.
const SEPARATOR = PATH_SEPARATOR;
const LEVEL_PATHS = LEVEL_CHAIN;
const copyNodeAt = copyNode;
/** Fields of a market that name it and may not change (sports-data section 4). */
const MARKET_CONSTANTS = ["type", "parameters"] as const;

/**
 * Applies diffs in order (sports-data section 4): CREATE of an existing item updates it; UPDATE or
 * REMOVE of a missing item is a warning; a diff for an unknown sport is an error and is skipped; a change
 * of a market's type or parameters is a warning and is not applied; removing an item removes its
 * children. The input tree is never mutated and unchanged subtrees are shared, so views can compare by
 * reference.
 *
 * NOTE: structural sharing that copies only the changed path (sport → … → outcome), each node at most
 * once per call: a node copied by this call is fresh, ours alone, and later diffs of the same call write
 * into it in place. So a batch costs one shallow copy per node on the paths it touches plus in-place
 * writes, never a copy of a whole level or tree (bench/foldBench.ts measures it against plain mutation).
 */
export const applyFeedDiffs = (
  tree: FeedTree,
  diffs: ReadonlyArray<FeedDiff>,
  options: FoldOptions = {},
): FoldResult => {
  const issues: FoldIssue[] = [];
  const isKnownSport = options.isKnownSport;
  const input = tree as unknown as Node;
  let root = input;
  // The path of the diff's item: root, its `sports` record, the sport, its `categories` record, … the
  // item's record, the item. `inputChain` holds what the input has at the same places (or undefined).
  // NOTE: both are kept from one diff to the next; a diff that shares the start of the last one's path
  // (a server sends the diffs of one event together) reads only the rest. `valid` places of `chain` are
  // current, the first `fresh` of them are ours (copied or created by this call), and the first `known`
  // places of `inputChain` are filled in.
  const chain: Array<Node | undefined> = [input];
  const inputChain: Array<Node | undefined> = [input];
  let lastParts: ReadonlyArray<string> = [];
  let lastRecordKeys: ReadonlyArray<string> = [];
  let valid = 1;
  let fresh = 0;
  let known = 1;

  for (let d = 0; d < diffs.length; d++) {
    const diff = diffs[d]!;
    const level = diff.level;
    const recordKeys = RECORDS_ON_PATH[level];
    const parts = splitAfter(diff.path, lastParts);
    const depth = recordKeys.length;
    if (parts === undefined || parts.length !== depth) {
      issues.push({ severity: "error", message: `Malformed ${level} path ${diff.path}`, diff });
      continue;
    }
    const sportId = parts[0]!;
    const creatingSport = level === "sport" && diff.action === "CREATE";
    if (
      (!creatingSport && !(root.sports as Children)[sportId]) ||
      (isKnownSport !== undefined && !isKnownSport(sportId))
    ) {
      issues.push({ severity: "error", message: `Unknown sport id ${sportId}`, diff });
      continue;
    }

    // The places shared with the last diff's path: root, then a record and a node per shared part.
    let shared = 0;
    while (
      shared < depth &&
      shared < lastParts.length &&
      parts[shared] === lastParts[shared] &&
      recordKeys[shared] === lastRecordKeys[shared]
    )
      shared++;
    const reused = Math.min(2 * shared + 1, valid);
    fresh = Math.min(fresh, reused);
    known = Math.min(known, reused);
    lastParts = parts;
    lastRecordKeys = recordKeys;

    // Read walk first, so that a skipped diff copies nothing.
    let missingAt = -1;
    for (let i = (reused - 1) >> 1; i < depth; i++) {
      const record = chain[2 * i]![recordKeys[i]!] as Children | undefined;
      const next = record?.[parts[i]!];
      if (!next && i < depth - 1) {
        missingAt = i;
        break;
      }
      chain[2 * i + 1] = record;
      chain[2 * i + 2] = next;
    }
    if (missingAt >= 0) {
      valid = 2 * missingAt + 1;
      const missing = parts.slice(0, missingAt + 1).join(PATH_SEPARATOR);
      warn(issues, diff, `${diff.action} of ${level} ${diff.path} under a missing parent ${missing}`);
      continue;
    }
    // The item itself is not kept for the next diff: this one may remove or replace it.
    valid = 2 * depth;
    const existing = chain[2 * depth];
    if (diff.action !== "CREATE" && !existing) {
      warn(issues, diff, `${diff.action} of missing ${level} ${diff.path}`);
      continue;
    }

    // Write walk: own the path down to the item's record (and the item itself on an update).
    const owned = existing && diff.action !== "REMOVE" ? 2 * depth + 1 : 2 * depth;
    // NOTE: an input node holds only input nodes, so along the path ours come first and the input's
    // after: walk the input beside the path past our places, and copy from the first place they share.
    let from = fresh;
    while (known <= from) {
      inputChain[known] = inputChain[known - 1]?.[keyAt(recordKeys, parts, known)] as Node | undefined;
      known++;
    }
    while (from < owned && chain[from] !== inputChain[from]) {
      from++;
      if (known <= from) {
        inputChain[from] = inputChain[from - 1]?.[keyAt(recordKeys, parts, from)] as Node | undefined;
        known = from + 1;
      }
    }
    const levels = LEVEL_PATHS[level];
    for (let j = from; j < owned; j++) {
      inputChain[j] = chain[j];
      // Odd places hold records (keyed by ids, any shape); even ones hold nodes of the path's levels.
      const copy =
        j % 2 === 1 || j === 0 ? Object.assign({}, chain[j]) : copyNodeAt(levels[(j >> 1) - 1]!, chain[j]!);
      chain[j] = copy;
      if (j === 0) root = copy;
      else chain[j - 1]![keyAt(recordKeys, parts, j)] = copy;
    }
    known = Math.max(known, owned);
    fresh = Math.min(owned, valid);
    known = Math.min(known, valid);

    const record = chain[2 * depth - 1] as Children;
    const id = parts[depth - 1]!;
    if (diff.action === "REMOVE") delete record[id];
    else if (!existing) record[id] = created(level, diff.data);
    else if (diff.data) update(chain[2 * depth]!, level, diff, diff.data, issues);
  }
  return { tree: root as unknown as FeedTree, issues };
};

/**
 * The parts of `path`, or undefined when one is empty. NOTE: the parts it shares from the start with the
 * last diff's path are that path's own strings, not new ones: a batch's paths mostly share their start,
 * and those parts then cost neither a string nor, in the walk, a lookup.
 */
const splitAfter = (path: string, last: ReadonlyArray<string>): string[] | undefined => {
  const parts: string[] = [];
  let at = 0;
  for (const part of last) {
    const end = at + part.length;
    if (!path.startsWith(part, at)) break;
    if (end === path.length) {
      parts.push(part);
      return parts;
    }
    if (!path.startsWith(SEPARATOR, end)) break;
    parts.push(part);
    at = end + SEPARATOR.length;
  }
  for (;;) {
    const end = path.indexOf(SEPARATOR, at);
    const part = end < 0 ? path.slice(at) : path.slice(at, end);
    if (part === "") return undefined;
    parts.push(part);
    if (end < 0) return parts;
    at = end + SEPARATOR.length;
  }
};

/** The key under which `chain[j]` hangs from `chain[j - 1]`: a record name, then an id, alternately. */
const keyAt = (recordKeys: ReadonlyArray<string>, parts: ReadonlyArray<string>, j: number): string =>
  j % 2 === 1 ? recordKeys[(j - 1) >> 1]! : parts[(j >> 1) - 1]!;

const warn = (issues: FoldIssue[], diff: FeedDiff, message: string) =>
  issues.push({ severity: "warning", message, diff });

/** A new item: the diff's own fields (child records in `data` are ignored) and empty child records. */
const created = (level: FeedLevel, data: Readonly<Record<string, unknown>> | undefined): Node => {
  const item: Node = {};
  for (const key in data) if (!CHILD_KEYS.has(key)) item[key] = data[key];
  for (const key of CHILD_KEYS_OF[level]) item[key] = {};
  return item;
};

/** Writes the diff's own fields into `target`, a node this call owns; a market keeps its name. */
const update = (
  target: Node,
  level: FeedLevel,
  diff: FeedDiff,
  data: Readonly<Record<string, unknown>>,
  issues: FoldIssue[],
): void => {
  let kept: ReadonlyArray<string> | undefined;
  if (level === "market") {
    for (const constant of MARKET_CONSTANTS) {
      if (constant in data && JSON.stringify(data[constant]) !== JSON.stringify(target[constant])) {
        warn(issues, diff, `Market ${diff.path} changed its ${constant}; the change is ignored`);
        kept = kept ? [...kept, constant] : [constant];
      }
    }
  }
  for (const key in data) {
    if (CHILD_KEYS.has(key) || kept?.includes(key)) continue;
    target[key] = data[key];
  }
};

export const applyFeedDiff = (tree: FeedTree, diff: FeedDiff, options?: FoldOptions): FoldResult =>
  applyFeedDiffs(tree, [diff], options);
