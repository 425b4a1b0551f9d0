import { describe, expect, it } from "vitest";
import { firstPairOf, stepRound } from "../../../domain/knockout/knockoutLayout.ts";
import { knockoutLayoutOf } from "../../../domain/knockout/knockoutLayoutOf.ts";
import type { KnockoutAnswer } from "../../../domain/statistics/statisticsAnswers.ts";

type Round = KnockoutAnswer["rounds"][number];

const round = (id: string, type: Round["type"], pairIds: ReadonlyArray<string>): Round => ({
  id,
  type,
  number: 1,
  pairs: pairIds.map((pairId) => ({
    id: pairId,
    home: null,
    away: null,
    events: [],
    aggregate: null,
    winnerId: null,
  })),
});

const answer = (overrides: Partial<KnockoutAnswer> = {}): KnockoutAnswer => ({
  id: "k",
  seasonId: "s",
  name: "Cup",
  currentRoundId: "qf",
  rounds: [
    round("r1", "REGULAR", ["a", "b", "c", "d"]),
    round("r16", "ONE_EIGHTH", ["e", "f"]),
    round("qf", "QUARTERFINALS", ["g", "h"]),
    round("sf", "SEMIFINALS", ["i"]),
    round("f", "FINAL", ["j"]),
  ],
  topTabs: [
    { id: "early", name: "Early rounds", roundIds: ["r1"] },
    { id: "final", name: "Final rounds", roundIds: ["r16", "qf", "sf", "f"] },
  ],
  ...overrides,
});

describe("knockoutLayoutOf", () => {
  it("keeps the answer's top tabs, rounds with their pairs in order, and the current round", () => {
    const layout = knockoutLayoutOf(answer());
    expect(layout.topTabs).toEqual([
      { id: "early", roundIds: ["r1"] },
      { id: "final", roundIds: ["r16", "qf", "sf", "f"] },
    ]);
    expect(layout.rounds.qf).toEqual({ id: "qf", type: "QUARTERFINALS", pairIds: ["g", "h"] });
    expect(layout.currentRoundId).toBe("qf");
  });

  it("steps within a top tab and lands on a round's first pair", () => {
    const layout = knockoutLayoutOf(answer());
    expect(stepRound(layout, "qf", 1)).toBe("sf");
    expect(stepRound(layout, "r16", -1)).toBeUndefined();
    expect(firstPairOf(layout, "r1")).toBe("a");
  });

  it("drops a tab's round the answer lacks, and a tab left with none", () => {
    const layout = knockoutLayoutOf(
      answer({
        topTabs: [
          { id: "early", name: "Early", roundIds: ["gone"] },
          { id: "final", name: "Final", roundIds: ["qf", "missing", "f"] },
        ],
      }),
    );
    expect(layout.topTabs).toEqual([{ id: "final", roundIds: ["qf", "f"] }]);
  });

  it("opens on the last round when the answer's current round is not one of its rounds", () => {
    expect(knockoutLayoutOf(answer({ currentRoundId: "nowhere" })).currentRoundId).toBe("f");
  });
});
