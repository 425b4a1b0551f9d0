import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import { copyNode, SCHEMA_KEYS } from "../../../domain/feed/copyNode";
import type { FeedDiff } from "../../../domain/feed/diff";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees";
import { FEED_LEVELS, type FeedLevel, type FeedTree } from "../../../domain/feed/tree";
import { feedTree } from "./feedArbitraries";
import { referenceFold } from "./referenceFold";

/** The ids of feedArbitraries, so that random diffs mostly meet items that exist (or just did). */
const IDS: Record<FeedLevel, ReadonlyArray<string>> = {
  sport: ["soccer", "tennis", "curling"],
  category: ["c1", "c2"],
  tournament: ["t1", "t2"],
  event: ["e1", "e2", "e3"],
  scope: ["full_event--0", "half--1"],
  market: ["1x2--nil", "over_under--total::2.5"],
  outcome: ["P1", "X", "P2"],
  score: ["score--p1", "score--p2"],
};
const CHAIN: Record<FeedLevel, ReadonlyArray<FeedLevel>> = {
  sport: ["sport"],
  category: ["sport", "category"],
  tournament: ["sport", "category", "tournament"],
  event: ["sport", "category", "tournament", "event"],
  scope: ["sport", "category", "tournament", "event", "scope"],
  market: ["sport", "category", "tournament", "event", "scope", "market"],
  outcome: ["sport", "category", "tournament", "event", "scope", "market", "outcome"],
  score: ["sport", "category", "tournament", "event", "scope", "score"],
};

const fieldValue = fc.oneof(
  fc.constantFrom(true, false, 0, 1.9, 2.5, "x", null),
  fc.constantFrom({}, { total: "2.5" }, { total: "3.5" }),
);
/** Own fields, a market's constants, and child records smuggled in (which the fold must ignore). */
const data = fc.dictionary(
  fc.constantFrom(
    "locked",
    "coefficient",
    "name",
    "value",
    "type",
    "parameters",
    "outcomes",
    "events",
    "extra",
  ),
  fieldValue,
  { maxKeys: 4 },
);

const randomDiff: fc.Arbitrary<FeedDiff> = fc.constantFrom(...FEED_LEVELS).chain((level) =>
  fc.record({
    level: fc.constant(level),
    action: fc.constantFrom("CREATE" as const, "UPDATE" as const, "REMOVE" as const),
    path: fc
      .oneof(
        { arbitrary: fc.tuple(...CHAIN[level].map((step) => fc.constantFrom(...IDS[step]))), weight: 9 },
        // Malformed: too short, or with an empty part.
        { arbitrary: fc.constant(["soccer"]), weight: 1 },
        { arbitrary: fc.constant(CHAIN[level].map(() => "")), weight: 1 },
      )
      .map((parts) => parts.join("->")),
    data: fc.option(data, { nil: undefined }),
  }),
);

type Node = Record<string, unknown>;
const CHILD_OF: Record<string, FeedLevel> = {
  sports: "sport",
  categories: "category",
  tournaments: "tournament",
  events: "event",
  scopes: "scope",
  markets: "market",
  outcomes: "outcome",
  scores: "score",
};

interface Placed {
  readonly path: string;
  readonly level: FeedLevel | "root";
  readonly node: Node;
}

/** Every node of the tree with its path and level, root first. */
const nodesOf = (tree: FeedTree): Placed[] => {
  const out: Placed[] = [{ path: "", level: "root", node: tree as unknown as Node }];
  const walk = (node: Node, path: string) => {
    for (const key in node) {
      const level = CHILD_OF[key];
      if (level === undefined) continue;
      const record = node[key] as Record<string, Node>;
      for (const id in record) {
        const child = path === "" ? id : `${path}->${id}`;
        out.push({ path: child, level, node: record[id]! });
        walk(record[id]!, child);
      }
    }
  };
  walk(tree as unknown as Node, "");
  return out;
};

/** Several random trees laid over each other: a tree big enough that most of it is left alone. */
const mergeNodes = (a: Node, b: Node): Node => {
  const merged: Node = { ...a, ...b };
  for (const key in CHILD_OF) {
    if (!(key in a) || !(key in b)) continue;
    const records = [a[key], b[key]] as Array<Record<string, Node>>;
    const record: Record<string, Node> = { ...records[0] };
    for (const id in records[1])
      record[id] = record[id] ? mergeNodes(record[id]!, records[1]![id]!) : records[1]![id]!;
    merged[key] = record;
  }
  return merged;
};
const richTree: fc.Arbitrary<FeedTree> = fc
  .array(feedTree, { minLength: 4, maxLength: 4 })
  .map((trees) =>
    trees.reduce((a, b) => mergeNodes(a as unknown as Node, b as unknown as Node) as unknown as FeedTree),
  );

/** Diffs aimed at items the tree holds, so that most of them apply and touch a known path. */
const aimedDiffs = (tree: FeedTree): fc.Arbitrary<FeedDiff[]> => {
  const items = nodesOf(tree).filter((placed) => placed.level !== "root");
  if (items.length === 0) return fc.constant([]);
  return fc
    .array(
      fc.record({
        at: fc.nat(items.length - 1),
        action: fc.constantFrom("CREATE" as const, "UPDATE" as const, "UPDATE" as const, "REMOVE" as const),
        data: data,
      }),
      { maxLength: 4 },
    )
    .map((aims) =>
      aims.map(({ at, action, data }) => {
        const { path, level } = items[at]!;
        return { level: level as FeedLevel, action, path, ...(action === "REMOVE" ? {} : { data }) };
      }),
    );
};

/**
 * A run of diffs: the first `take` of what a server would send between two random trees (all of them or
 * a few, so that some runs leave most of the tree alone), with diffs aimed at items the tree holds and
 * random ones mixed in at `at`.
 */
const diffRun = (from: FeedTree) =>
  fc
    .tuple(feedTree, fc.nat(), fc.array(randomDiff, { maxLength: 6 }), aimedDiffs(from), fc.nat())
    .map(([to, take, noise, aimed, at]) => {
      const real = diffFeedTrees(from, to);
      const kept = real.slice(0, take % 2 === 0 ? real.length : take % 8);
      const cut = at % (kept.length + 1);
      return [...kept.slice(0, cut), ...aimed, ...noise, ...kept.slice(cut)];
    });

const scenarioOn = (trees: fc.Arbitrary<FeedTree>) =>
  trees.chain((tree) =>
    fc.record({
      tree: fc.constant(tree),
      diffs: diffRun(tree),
      // Where to split the run into separate calls (the fold's copies are per call).
      splits: fc.array(fc.nat(), { maxLength: 3 }),
    }),
  );
const scenario = scenarioOn(fc.oneof(feedTree, richTree));

const deepFreeze = <T>(value: T): T => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
};

const nodeAt = (tree: FeedTree, path: string): Node | undefined =>
  nodesOf(tree).find((placed) => placed.path === path)?.node;

describe("the fold against a plain reference fold", () => {
  it("gives the reference's tree and issues, whether the run is folded in one call or several", () => {
    fc.assert(
      fc.property(scenario, ({ tree, diffs, splits }) => {
        const expected = referenceFold(tree, diffs);
        const whole = applyFeedDiffs(tree, diffs);
        expect(whole.tree).toEqual(expected.tree);
        expect(whole.issues).toEqual(expected.issues);

        const cuts = [...new Set(splits.map((at) => at % (diffs.length + 1)))].sort((a, b) => a - b);
        let stepwise = tree;
        let start = 0;
        for (const end of [...cuts, diffs.length]) {
          stepwise = applyFeedDiffs(stepwise, diffs.slice(start, end)).tree;
          start = end;
        }
        expect(stepwise).toEqual(expected.tree);
      }),
      { numRuns: 400 },
    );
  });

  it("never mutates its input, and keeps by reference every node no applied diff went through", () => {
    let shared = 0;
    fc.assert(
      fc.property(scenarioOn(richTree), ({ tree, diffs }) => {
        const before = structuredClone(tree);
        // A write into the frozen input throws (modules are strict), so a mutation cannot go unseen.
        const input = deepFreeze(tree);
        const { tree: result } = applyFeedDiffs(input, diffs);
        expect(input).toEqual(before);

        const touched = referenceFold(before, diffs).applied.map((diff) => diff.path);
        const onPath = (path: string) =>
          path === "" || touched.some((at) => at === path || at.startsWith(`${path}->`));
        for (const { path, node } of nodesOf(result)) {
          if (onPath(path)) continue;
          const original = nodeAt(input, path);
          if (original === undefined) continue;
          expect(node).toBe(original);
          shared++;
        }
        if (touched.length === 0) expect(result).toBe(input);
      }),
      { numRuns: 300 },
    );
    // The runs did reach untouched nodes, so the identity check above was not vacuous.
    expect(shared).toBeGreaterThan(100);
  });

  it("copies a node with its schema's fields by a literal that keeps every field in order", () => {
    const samples: Record<FeedLevel, Node> = Object.fromEntries(
      FEED_LEVELS.map((level) => [level, Object.fromEntries(SCHEMA_KEYS[level].map((key, i) => [key, i]))]),
    ) as Record<FeedLevel, Node>;
    for (const level of FEED_LEVELS) {
      const copy = copyNode(level, samples[level]);
      expect(copy).not.toBe(samples[level]);
      expect(Object.keys(copy)).toEqual(SCHEMA_KEYS[level]);
      expect(copy).toEqual(samples[level]);
    }
    // Any other shape is copied field by field: nothing lost, nothing added.
    const odd = { extra: 1, id: "o", code: "P1" };
    expect(copyNode("outcome", odd)).toEqual(odd);
    expect(Object.keys(copyNode("outcome", odd))).toEqual(Object.keys(odd));
  });
});
