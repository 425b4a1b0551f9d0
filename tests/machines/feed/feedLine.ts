import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees.ts";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import type { FeedSnapshot, LineView } from "../../../domain/feed/views.ts";

/**
 * A server line whose every version differs: at version `v` one soccer event shows `v` home goals and
 * its 1x2 market priced from `v`. Lets a test check a client's tree against the truth at its version.
 */
export const VIEW: LineView = { kind: "live", sportId: "soccer" };

export const lineAt = (version: number): FeedTree => ({
  sports: {
    soccer: {
      id: "soccer",
      code: "soccer",
      name: "Soccer",
      priority: 1,
      kind: "base",
      categories: {
        england: {
          id: "england",
          sportId: "soccer",
          name: "England",
          icon: "gb",
          slug: "england",
          priority: 1,
          tournaments: {
            premier: {
              id: "premier",
              sportId: "soccer",
              categoryId: "england",
              name: "Premier League",
              slug: "premier",
              priority: 1,
              cashOutAvailable: true,
              events: {
                "ev-00000001": {
                  id: "ev-00000001",
                  sportId: "soccer",
                  categoryId: "england",
                  tournamentId: "premier",
                  startTime: 0,
                  bb: false,
                  status: "in_progress",
                  finishedAt: null,
                  totalOutcomes: 1,
                  participants: [],
                  extraInfo: { currentMinute: version },
                  locked: false,
                  currentScope: { type: "half", number: 1 },
                  scopes: {
                    "full_event--0": {
                      type: "full_event",
                      number: 0,
                      locked: false,
                      markets: {
                        "1x2--nil": {
                          id: "m1",
                          type: "1x2",
                          parameters: {},
                          locked: false,
                          outcomes: {
                            P1: {
                              id: "o1",
                              code: "P1",
                              coefficient: 1 + version / 100,
                              locked: false,
                              updatedAt: version,
                            },
                          },
                        },
                      },
                      scores: { "score--p1": { type: "score", teamId: "p1", value: version } },
                    },
                  },
                },
                // Never changes: lets a test check that the fold shares what it did not touch.
                "ev-00000002": {
                  id: "ev-00000002",
                  sportId: "soccer",
                  categoryId: "england",
                  tournamentId: "premier",
                  startTime: 86_400_000,
                  bb: false,
                  status: "not_started",
                  finishedAt: null,
                  totalOutcomes: 0,
                  participants: [],
                  extraInfo: {},
                  locked: false,
                  currentScope: null,
                  scopes: {},
                },
              },
            },
          },
        },
      },
    },
  },
});

export const timeAt = (version: number) => 1_700_000_000_000 + version * 1000;

export const batchAt = (version: number): FeedBatch => ({
  sportId: "soccer",
  version,
  time: timeAt(version),
  diffs: diffFeedTrees(lineAt(version - 1), lineAt(version)),
});

export const snapshotAt = (version: number): FeedSnapshot => ({
  version,
  time: timeAt(version),
  tree: lineAt(version),
});

/** The batches `from`, `from + 1`, … `to`. */
export const batchesFrom = (from: number, to: number): FeedBatch[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => batchAt(from + i));
