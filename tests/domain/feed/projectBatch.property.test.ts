import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../../../domain/feed/diff";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees";
import { filterFeedTree } from "../../../domain/feed/filterFeedTree";
import { projectBatch } from "../../../domain/feed/projectBatch";
import { makeViewRelevance, touchBatch } from "../../../domain/feed/touchedBatch";
import { emptyFeedTree, type FeedTree } from "../../../domain/feed/tree";
import { viewKeeps } from "../../../domain/feed/viewKeeps";
import { type LineView, localDate } from "../../../domain/feed/views";
import { feedTree } from "./feedArbitraries";

const MIDNIGHT = Date.UTC(2026, 10, 23);
const HOUR = 3_600_000;
/** Start times around two midnights, so that one event falls on different days at different offsets. */
const START_TIMES = [-3, 1, 11, 13, 23.5, 36].map((h) => MIDNIGHT + h * HOUR);
const OFFSETS = [-12 * 3600, -3.5 * 3600, 0, 20_700, 12 * 3600, 14 * 3600];
const DATES = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"];

const VIEWS: ReadonlyArray<LineView> = [
  { kind: "live", sportId: "soccer" },
  { kind: "live", sportId: "tennis" },
  ...OFFSETS.flatMap((timeZoneOffset) =>
    DATES.map((date): LineView => ({ kind: "day", sportId: "soccer", date, timeZoneOffset })),
  ),
  { kind: "event", eventId: "e1" },
  { kind: "event", eventId: "e3" },
];

/** A random tree whose events start at times picked from START_TIMES. */
const treeWithTimes: fc.Arbitrary<FeedTree> = fc
  .tuple(feedTree, fc.array(fc.nat(START_TIMES.length - 1), { minLength: 32, maxLength: 32 }))
  .map(([tree, picks]) => {
    let n = 0;
    const sports = structuredClone(tree.sports) as FeedTree["sports"];
    for (const sport of Object.values(sports))
      for (const category of Object.values(sport.categories))
        for (const tournament of Object.values(category.tournaments))
          for (const event of Object.values(tournament.events))
            (event as { startTime: number }).startTime = START_TIMES[picks[n++ % picks.length]!]!;
    return { sports };
  });

/** One sport's part of a tree, as the engine holds it. */
const sportTree = (tree: FeedTree, sportId: string): FeedTree =>
  tree.sports[sportId] ? { sports: { [sportId]: tree.sports[sportId] } } : emptyFeedTree;

const sorted = (diffs: ReadonlyArray<FeedDiff>): string[] => diffs.map((d) => JSON.stringify(d)).sort();

/**
 * The oracle is the projection the engine used before (filter the whole line after each batch, diff it
 * against the view's last tree); the incremental one must give the same tree and the same diffs, and a
 * client folding its diffs must end on that tree.
 */
/** Tournaments a projection took whole from the line (by reference) instead of copying them. */
let sharedTournaments = 0;
const countShared = (before: FeedTree, projected: FeedTree, line: FeedTree) => {
  for (const [sportId, sport] of Object.entries(projected.sports))
    for (const [categoryId, category] of Object.entries(sport.categories))
      for (const [id, tournament] of Object.entries(category.tournaments)) {
        const was = before.sports[sportId]?.categories[categoryId]?.tournaments[id];
        const lines = line.sports[sportId]?.categories[categoryId]?.tournaments[id];
        if (tournament === lines && was !== undefined && was !== lines) sharedTournaments++;
      }
};

/**
 * Views watched from the first version (filtered from it, sharing its nodes, as the engine activates
 * them) or from an empty line, then every later version as one batch.
 */
const checkSequence = (versions: ReadonlyArray<FeedTree>, wholeTree: boolean, fromFirst = false) => {
  for (const sportId of wholeTree ? ["*"] : ["soccer", "tennis"]) {
    const lineAt = (tree: FeedTree) => (wholeTree ? tree : sportTree(tree, sportId));
    const views = VIEWS.filter((v) => wholeTree || v.kind === "event" || v.sportId === sportId);
    let line: FeedTree = fromFirst ? lineAt(versions[0]!) : emptyFeedTree;
    const held = new Map(views.map((view) => [view, filterFeedTree(line, viewKeeps(view))]));
    for (const version of fromFirst ? versions.slice(1) : versions) {
      const after = lineAt(version);
      const diffs = diffFeedTrees(line, after);
      const touched = touchBatch(line, after, diffs);
      const relevant = makeViewRelevance(touched);
      for (const view of views) {
        const keep = viewKeeps(view);
        const before = held.get(view)!;
        const expected = filterFeedTree(after, keep);
        const projected = projectBatch(before, touched, keep, relevant(view));
        expect(projected.tree).toEqual(expected);
        expect(sorted(projected.diffs)).toEqual(sorted(diffFeedTrees(before, expected)));
        const client = applyFeedDiffs(before, projected.diffs);
        expect(client.issues).toEqual([]);
        expect(client.tree).toEqual(expected);
        countShared(before, projected.tree, after);
        held.set(view, projected.tree);
      }
      line = after;
    }
  }
};

/**
 * A line that evolves as a provider's does: each version applies part of the diffs towards a random
 * tree, so unchanged nodes stay the same objects from one version to the next.
 */
const evolvingLine: fc.Arbitrary<FeedTree[]> = fc
  .tuple(
    treeWithTimes,
    fc.array(fc.tuple(treeWithTimes, fc.array(fc.boolean(), { minLength: 64, maxLength: 64 })), {
      minLength: 1,
      maxLength: 6,
    }),
  )
  .map(([first, steps]) => {
    const versions = [first];
    for (const [target, picks] of steps) {
      const last = versions.at(-1)!;
      const part = diffFeedTrees(last, target).filter((_, i) => picks[i % picks.length]);
      versions.push(applyFeedDiffs(last, part).tree);
    }
    return versions;
  });

describe("projecting a batch onto a view from what it touched", () => {
  it("equals filtering and diffing the whole line on a line that changes a part at a time, views watched from its first version", () => {
    sharedTournaments = 0;
    fc.assert(
      fc.property(evolvingLine, (versions) => checkSequence(versions, false, true)),
      { numRuns: 300, seed: 14_2026 },
    );
    // The case where a view takes the line's tournament whole did come up.
    expect(sharedTournaments).toBeGreaterThan(0);
  });

  it("equals filtering and diffing the whole line, for live, day and event views, batch after batch", () => {
    fc.assert(
      fc.property(fc.array(treeWithTimes, { minLength: 1, maxLength: 6 }), (versions) =>
        checkSequence(versions, false),
      ),
      { numRuns: 300, seed: 10_2026 },
    );
  });

  it("holds with several sports in one tree, sports appearing and going", () => {
    fc.assert(
      fc.property(fc.array(treeWithTimes, { minLength: 1, maxLength: 6 }), (versions) =>
        checkSequence(versions, true),
      ),
      { numRuns: 150, seed: 11_2026 },
    );
  });

  it("leaves a view the batch does not touch as it was, at no cost", () => {
    fc.assert(
      fc.property(treeWithTimes, (tree) => {
        const line = sportTree(tree, "soccer");
        const view: LineView = { kind: "day", sportId: "soccer", date: "2030-01-01", timeZoneOffset: 0 };
        const keep = viewKeeps(view);
        const before = filterFeedTree(line, keep);
        const touched = touchBatch(emptyFeedTree, line, diffFeedTrees(emptyFeedTree, line));
        const relevant = makeViewRelevance(touched)(view);
        expect(relevant).toEqual([]);
        const projected = projectBatch(before, { ...touched, nodes: [] }, keep, relevant);
        expect(projected.tree).toBe(before);
        expect(projected.diffs).toEqual([]);
      }),
      { numRuns: 50, seed: 12_2026 },
    );
  });

  it("keeps in a day view exactly the events whose local date is the view's, a date no calendar has none", () => {
    fc.assert(
      fc.property(
        // Around the dates below, and around 2 March, where Date.parse puts "2026-02-30".
        fc.oneof(
          fc.integer({ min: MIDNIGHT - 2 * 86_400_000, max: MIDNIGHT + 2 * 86_400_000 }),
          fc.integer({ min: Date.UTC(2026, 1, 27), max: Date.UTC(2026, 2, 4) }),
        ),
        fc.constantFrom(...OFFSETS, -9.5 * 3600, 13.75 * 3600),
        fc.constantFrom(
          "2026-11-22",
          "2026-11-23",
          "2026-11-24",
          "2026-02-28",
          "2026-03-02",
          "2026-02-30",
          "2026-13-01",
        ),
        (startTime, timeZoneOffset, date) => {
          const keep = viewKeeps({ kind: "day", sportId: "s", date, timeZoneOffset });
          const event = { startTime } as Parameters<typeof keep>[0];
          expect(keep(event)).toBe(localDate(startTime, timeZoneOffset) === date);
        },
      ),
      { numRuns: 2000, seed: 13_2026 },
    );
  });
});
