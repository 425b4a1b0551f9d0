import { describe, expect, it } from "vitest";
import type { FeedEvent } from "../../../domain/feed/tree.ts";
import { LIVE_REFRESH_INTERVAL_MS, liveStatsKey, refreshDelay } from "../../../ui/event/stats/liveRefresh.ts";

const event = (fields: Partial<FeedEvent> = {}, goals = 0): FeedEvent => ({
  id: "e1",
  sportId: "s",
  categoryId: "c",
  tournamentId: "t",
  startTime: 0,
  bb: false,
  status: "in_progress",
  finishedAt: null,
  totalOutcomes: 0,
  participants: [],
  extraInfo: { currentMinute: 23 },
  locked: false,
  currentScope: { type: "half", number: 1 },
  scopes: {
    "full_event--0": {
      type: "full_event",
      number: 0,
      locked: false,
      markets: {
        m1: { id: "m1", type: "1x2", parameters: {}, locked: false, outcomes: {} },
      },
      scores: { "score--p1": { type: "score", teamId: "p1", value: goals } },
    },
  },
  ...fields,
});

describe("liveStatsKey", () => {
  it("changes with the score, the clock and the status", () => {
    const base = liveStatsKey(event());
    expect(liveStatsKey(event({}, 1))).not.toBe(base);
    expect(liveStatsKey(event({ extraInfo: { currentMinute: 24 } }))).not.toBe(base);
    expect(liveStatsKey(event({ extraInfo: { currentMinute: 23, addedMinute: 1 } }))).not.toBe(base);
    expect(liveStatsKey(event({ status: "finished" }))).not.toBe(base);
  });

  it("stays the same when only prices and locks move", () => {
    const moved = event({ locked: true, totalOutcomes: 40 });
    expect(liveStatsKey(moved)).toBe(liveStatsKey(event()));
  });
});

describe("refreshDelay", () => {
  it("refreshes at once the first time and when the last refresh is old enough", () => {
    expect(refreshDelay(null, 1_000)).toBe(0);
    expect(refreshDelay(1_000, 1_000 + LIVE_REFRESH_INTERVAL_MS)).toBe(0);
    expect(refreshDelay(1_000, 60_000)).toBe(0);
  });

  it("waits for the rest of the interval after a recent refresh", () => {
    expect(refreshDelay(10_000, 12_000)).toBe(LIVE_REFRESH_INTERVAL_MS - 2_000);
  });
});
