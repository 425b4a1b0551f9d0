import type { FeedDiff } from "./diff";
import { changedFields, createSubtree } from "./diffFeedTrees";
import { joinPath } from "./ids";
import { ownFields } from "./levels";
import type { TouchedBatch, TouchedEvent } from "./touchedBatch";
import type { FeedEvent, FeedLevel, FeedTree } from "./tree";

type Node = Record<string, unknown>;
type Children = Record<string, Node>;

/** The view's tree after the batch, and the diffs that take its clients there. */
export interface ProjectedBatch {
  readonly tree: FeedTree;
  readonly diffs: FeedDiff[];
}

/** Levels above events: the record each holds its children in, and the children's level. */
const BELOW = {
  root: { record: "sports", level: "sport" },
  sport: { record: "categories", level: "category" },
  category: { record: "tournaments", level: "tournament" },
  tournament: { record: "events", level: "event" },
} as const;
type Above = keyof typeof BELOW;
const ABOVE_AT_DEPTH: ReadonlyArray<Above> = ["root", "sport", "category", "tournament"];

/**
 * One batch of a sport projected onto a view, from what the batch touched rather than from the whole line:
 * equal to filtering the line after the batch with `keep` and diffing it against the view's tree before
 * (`filterFeedTree` then `diffFeedTrees`), at the cost of the touched events and nodes only.
 *
 * - an event in the view before and after passes the batch's own diffs below it through;
 * - an event entering the view arrives as CREATEs of its whole subtree, with its tournament and category
 *   when the view lacks them; one leaving it as a REMOVE, of its tournament or category instead when
 *   that leaves them empty (a view holds no empty tournament or category, but always holds the sport);
 * - a sport, category or tournament the view holds gets the batch's change of its own fields, or goes.
 *
 * `events` are the touched events that may concern the view (see `makeViewRelevance`); the others are
 * known not to. The view's new tree shares the line's event nodes, so views cost memory for their
 * skeleton only.
 */
export const projectBatch = (
  filtered: FeedTree,
  touched: TouchedBatch,
  keep: (event: FeedEvent) => boolean,
  events: ReadonlyArray<TouchedEvent> = touched.events,
): ProjectedBatch => {
  if (events.length === 0 && touched.nodes.length === 0) return { tree: filtered, diffs: [] };
  const draft = new Draft(filtered, touched.after);
  const region = new Region();
  for (const node of touched.nodes) {
    region.add(node.parts);
    draft.refresh(node.parts);
  }
  const shared = shareWholeTournaments(filtered, touched, keep, events, draft);
  for (const event of events) {
    if (shared.has(event)) {
      region.add(event.parts).diffs = event.diffs;
      continue;
    }
    const inAfter = event.after !== undefined && keep(event.after);
    if (!inAfter && !draft.holdsBefore(event.parts)) continue;
    region.add(event.parts).diffs = event.diffs;
    if (inAfter) draft.put(event.parts, event.after!);
    else draft.remove(event.parts);
  }
  const diffs: FeedDiff[] = [];
  diffRegion("root", undefined, filtered as unknown as Node, draft.root, region.root, diffs);
  return { tree: draft.root as unknown as FeedTree, diffs };
};

/**
 * A tournament the view holds whole (the line's own node, as `filterFeedTree` shares it) whose every
 * touched event stays kept is still held whole after the batch: the view takes the line's new node
 * instead of copying its events. Answers the events so handled.
 */
const shareWholeTournaments = (
  filtered: FeedTree,
  touched: TouchedBatch,
  keep: (event: FeedEvent) => boolean,
  events: ReadonlyArray<TouchedEvent>,
  draft: Draft,
): Set<TouchedEvent> => {
  const handled = new Set<TouchedEvent>();
  const seen = new Set<string>();
  for (const event of events) {
    const parts = event.parts.slice(0, 3);
    const key = joinPath(parts[0]!, parts[1]!, parts[2]!);
    if (seen.has(key)) continue;
    seen.add(key);
    const held = nodeAt(filtered as unknown as Node, parts);
    if (!held || held !== nodeAt(touched.before as unknown as Node, parts)) continue;
    const line = nodeAt(touched.after as unknown as Node, parts);
    const all = touched.byTournament.get(key) ?? [];
    if (!line || !all.every((e) => e.after !== undefined && keep(e.after))) continue;
    draft.shareTournament(parts, line);
    for (const e of all) handled.add(e);
  }
  return handled;
};

/** The paths a batch touched in one view, as a tree of ids. */
interface RegionNode {
  readonly children: Map<string, RegionNode>;
  /** For an event: the batch's diffs below it. */
  diffs: FeedDiff[] | undefined;
}

class Region {
  readonly root: RegionNode = { children: new Map(), diffs: undefined };
  add(parts: ReadonlyArray<string>): RegionNode {
    let node = this.root;
    for (const id of parts) {
      let next = node.children.get(id);
      if (!next) {
        next = { children: new Map(), diffs: undefined };
        node.children.set(id, next);
      }
      node = next;
    }
    return node;
  }
}

/**
 * The view's tree being rewritten: copy on write from the tree before, each node copied at most once
 * (the copies are ours and written in place), everything untouched shared.
 */
class Draft {
  root: Node;
  private readonly owned = new Set<Node>();

  constructor(
    private readonly before: FeedTree,
    private readonly after: FeedTree,
  ) {
    this.root = before as unknown as Node;
  }

  holdsBefore(parts: TouchedEvent["parts"]): boolean {
    return nodeAt(this.before as unknown as Node, parts) !== undefined;
  }

  /** Sets an event, creating its sport, category and tournament from the line's when missing. */
  put(parts: TouchedEvent["parts"], event: FeedEvent): void {
    let node = this.ownRoot();
    for (let depth = 0; depth < 4; depth++) {
      const { record: key } = BELOW[ABOVE_AT_DEPTH[depth]!];
      const record = this.ownRecord(node, key);
      if (depth === 3) {
        record[parts[3]] = event as unknown as Node;
        return;
      }
      const existing = record[parts[depth]!];
      const child = existing
        ? this.own(existing)
        : this.fresh(ownOf(nodeAt(this.after as unknown as Node, parts.slice(0, depth + 1))!, depth));
      record[parts[depth]!] = child;
      node = child;
    }
  }

  /** Sets the line's own tournament node in place of the view's (never written to: not ours). */
  shareTournament(parts: ReadonlyArray<string>, line: Node): void {
    let node = this.ownRoot();
    for (let depth = 0; depth < 2; depth++) {
      const record = this.ownRecord(node, BELOW[ABOVE_AT_DEPTH[depth]!].record);
      const child = this.own(record[parts[depth]!]!);
      record[parts[depth]!] = child;
      node = child;
    }
    this.ownRecord(node, "tournaments")[parts[2]!] = line;
  }

  /** Removes an event, then its tournament and category if they are left empty. */
  remove(parts: TouchedEvent["parts"]): void {
    this.removeAt(parts);
  }

  /**
   * A sport, category or tournament the batch touched: the view's copy takes the line's own fields, or
   * goes when the line no longer has it. One the view lacks is left alone (it comes with its events),
   * except a sport: a view holds its sport whatever it keeps.
   */
  refresh(parts: ReadonlyArray<string>): void {
    const line = nodeAt(this.after as unknown as Node, parts);
    const held = nodeAt(this.root, parts);
    if (!held && !(line && parts.length === 1)) return;
    if (!line) {
      this.removeAt(parts);
      return;
    }
    const node = this.ownPath(parts, line);
    Object.assign(node, ownFields(line));
  }

  private removeAt(parts: ReadonlyArray<string>): void {
    if (!nodeAt(this.root, parts)) return;
    const chain = [this.ownRoot()];
    for (let depth = 0; depth < parts.length - 1; depth++) {
      const record = this.ownRecord(chain[depth]!, BELOW[ABOVE_AT_DEPTH[depth]!].record);
      const child = this.own(record[parts[depth]!]!);
      record[parts[depth]!] = child;
      chain.push(child);
    }
    const last = parts.length - 1;
    delete this.ownRecord(chain[last]!, BELOW[ABOVE_AT_DEPTH[last]!].record)[parts[last]!];
    // An emptied tournament or category goes too; the sport stays.
    for (let depth = last; depth >= 2; depth--) {
      const { record: key } = BELOW[ABOVE_AT_DEPTH[depth]!];
      if (!isEmpty(chain[depth]![key] as Children)) return;
      delete (chain[depth - 1]![BELOW[ABOVE_AT_DEPTH[depth - 1]!].record] as Children)[parts[depth - 1]!];
    }
  }

  /** Owns the path down to the node at `parts`; a missing sport is made from `line`. */
  private ownPath(parts: ReadonlyArray<string>, line: Node): Node {
    let node = this.ownRoot();
    for (let depth = 0; depth < parts.length; depth++) {
      const record = this.ownRecord(node, BELOW[ABOVE_AT_DEPTH[depth]!].record);
      const existing = record[parts[depth]!];
      const child = existing ? this.own(existing) : this.fresh(ownOf(line, depth));
      record[parts[depth]!] = child;
      node = child;
    }
    return node;
  }

  private ownRoot(): Node {
    this.root = this.own(this.root);
    return this.root;
  }

  private ownRecord(node: Node, key: string): Children {
    const record = this.own(node[key] as Node) as Children;
    node[key] = record;
    return record;
  }

  private own(node: Node): Node {
    return this.owned.has(node) ? node : this.fresh({ ...node });
  }

  private fresh(node: Node): Node {
    this.owned.add(node);
    return node;
  }
}

/** A copy of a line's sport, category or tournament (at `depth` 0, 1, 2) with no children yet. */
const ownOf = (line: Node, depth: number): Node => ({
  ...ownFields(line),
  [BELOW[ABOVE_AT_DEPTH[depth + 1]!].record]: {},
});

const nodeAt = (root: Node, parts: ReadonlyArray<string>): Node | undefined => {
  let node: Node | undefined = root;
  for (let depth = 0; depth < parts.length && node; depth++)
    node = (node[BELOW[ABOVE_AT_DEPTH[depth]!].record] as Children | undefined)?.[parts[depth]!];
  return node;
};

const isEmpty = (record: Children): boolean => {
  for (const _ in record) return false;
  return true;
};

/**
 * The diffs from `before` to `after` inside the touched region, in `diffFeedTrees`' manner: parents
 * first, a record's removals before the rest, nothing below a created or removed node but what creating
 * it takes.
 */
const diffRegion = (
  level: Above,
  path: string | undefined,
  before: Node,
  after: Node,
  region: RegionNode,
  out: FeedDiff[],
): void => {
  const { record: key, level: childLevel } = BELOW[level];
  const was = before[key] as Children;
  const is = after[key] as Children;
  if (was === is) return;
  for (const id of region.children.keys()) {
    if (was[id] && !is[id]) out.push({ level: childLevel, action: "REMOVE", path: pathOf(path, id) });
  }
  for (const [id, child] of region.children) {
    const next = is[id];
    if (!next) continue;
    const previous = was[id];
    const childPath = pathOf(path, id);
    if (!previous) createSubtree(childLevel as FeedLevel, childPath, next, out);
    else if (previous === next) continue;
    else if (childLevel === "event") out.push(...(child.diffs ?? []));
    else {
      const changed = changedFields(previous, next);
      if (changed) out.push({ level: childLevel, action: "UPDATE", path: childPath, data: changed });
      diffRegion(childLevel, childPath, previous, next, child, out);
    }
  }
};

const pathOf = (prefix: string | undefined, id: string): string =>
  prefix === undefined ? id : joinPath(prefix, id);
