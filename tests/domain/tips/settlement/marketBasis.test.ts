import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import { marketTally } from "../../../../domain/tips/settlement/marketBasis";
import { anEvent } from "./settlementFixtures";

const FULL = FULL_EVENT_SCOPE;

describe("marketTally", () => {
  describe("in soccer", () => {
    // 1-1 after 90 minutes, 2-2 after extra time, 4-3 in the shoot-out: the feed's full event says 6-5.
    const cupTie = anEvent({
      sport: "soccer",
      scores: {
        [FULL]: [6, 5],
        "half--1": [1, 0],
        "half--2": [0, 1],
        "extra_time--1": [1, 0],
        "extra_time--2": [0, 1],
        "penalties--0": [4, 3],
      },
    });

    it("settles every full-event market on the 90 minutes", () => {
      for (const type of ["1x2", "asian_handicap", "over_under", "correct_score", "12"]) {
        expect(marketTally(cupTie, FULL, type)).toEqual({ home: 1, away: 1 });
      }
    });

    it("settles a half, an extra-time half and the shoot-out on their own scores", () => {
      expect(marketTally(cupTie, "half--1", "1x2")).toEqual({ home: 1, away: 0 });
      expect(marketTally(cupTie, "extra_time--2", "over_under")).toEqual({ home: 0, away: 1 });
      expect(marketTally(cupTie, "penalties--0", "12")).toEqual({ home: 4, away: 3 });
    });
  });

  describe("in ice hockey", () => {
    // 2-2 after 60 minutes, no goal in overtime, 2-1 in the shoot-out: the full event says 4-3.
    const game = anEvent({
      sport: "ice_hockey",
      scores: {
        [FULL]: [4, 3],
        "period--1": [1, 0],
        "period--2": [0, 2],
        "period--3": [1, 0],
        "overtime--1": [0, 0],
        "penalties--0": [2, 1],
      },
    });

    it("settles 1x2, handicap and total on the 60 minutes", () => {
      for (const type of ["1x2", "handicap", "over_under"]) {
        expect(marketTally(game, FULL, type)).toEqual({ home: 2, away: 2 });
      }
    });

    it("settles the winner with overtime and the shoot-out", () => {
      expect(marketTally(game, FULL, "12")).toEqual({ home: 4, away: 3 });
    });
  });

  describe("in basketball", () => {
    const game = anEvent({
      sport: "basketball",
      scores: {
        [FULL]: [110, 104],
        "quarter--1": [25, 25],
        "quarter--2": [25, 25],
        "quarter--3": [25, 25],
        "quarter--4": [25, 25],
        "overtime--1": [10, 4],
      },
    });

    it("settles 1x2 and double chance on the four quarters", () => {
      expect(marketTally(game, FULL, "1x2")).toEqual({ home: 100, away: 100 });
      expect(marketTally(game, FULL, "double_chance")).toEqual({ home: 100, away: 100 });
    });

    it("settles the winner, handicap and total overtime included", () => {
      for (const type of ["12", "handicap", "over_under"]) {
        expect(marketTally(game, FULL, type)).toEqual({ home: 110, away: 104 });
      }
    });
  });

  describe.each(["tennis", "volleyball"] as const)("in %s", (sport) => {
    const match = anEvent({
      sport,
      scores: { [FULL]: [2, 1], "set--1": [6, 4], "set--2": [3, 6], "set--3": [7, 6] },
    });

    it("settles the winner on sets", () => {
      expect(marketTally(match, FULL, "12")).toEqual({ home: 2, away: 1 });
    });

    it("settles the handicap and the total on games (or points) over every set", () => {
      for (const type of ["handicap", "over_under"]) {
        expect(marketTally(match, FULL, type)).toEqual({ home: 16, away: 16 });
      }
    });

    it("settles a set on its own games (or points)", () => {
      expect(marketTally(match, "set--2", "12")).toEqual({ home: 3, away: 6 });
    });
  });

  describe("in a sport without its own conventions", () => {
    const match = anEvent({ sport: "other", scores: { [FULL]: [5, 4], "penalties--0": [4, 3] } });

    it("settles on the score line (the shoot-out left out), the winner with the shoot-out", () => {
      expect(marketTally(match, FULL, "1x2")).toEqual({ home: 1, away: 1 });
      expect(marketTally(match, FULL, "12")).toEqual({ home: 5, away: 4 });
    });
  });

  describe("when the event does not hold the tally", () => {
    it("has none for a scope never played or without a score", () => {
      const match = anEvent({
        sport: "tennis",
        scores: { [FULL]: [2, 0], "set--1": [6, 0], "set--2": [6, 0] },
      });
      expect(marketTally(match, "set--3", "12")).toBeUndefined();
      expect(marketTally(anEvent({ sport: "tennis" }), FULL, "over_under")).toBeUndefined();
      expect(marketTally(anEvent(), FULL, "1x2")).toBeUndefined();
    });

    it("has none for a score that is not a count", () => {
      for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(marketTally(anEvent({ scores: { [FULL]: [bad, 0] } }), FULL, "over_under")).toBeUndefined();
        expect(marketTally(anEvent({ scores: { "half--1": [0, bad] } }), "half--1", "1x2")).toBeUndefined();
      }
    });

    it("has none when the parts add up to more than the whole", () => {
      const broken = anEvent({ scores: { [FULL]: [1, 1], "extra_time--1": [2, 0] } });
      expect(marketTally(broken, FULL, "1x2")).toBeUndefined();
    });

    it("counts a missing side as 0, like the score line", () => {
      const event = anEvent({ scores: { "half--1": [2, 0] } });
      delete (event.scopes["half--1"]!.scores as Record<string, unknown>)["score--p2"];
      expect(marketTally(event, "half--1", "1x2")).toEqual({ home: 2, away: 0 });
    });

    it("never reads a scope off the record's prototype", () => {
      expect(marketTally(anEvent(), "constructor", "1x2")).toBeUndefined();
      expect(marketTally(anEvent(), "__proto__", "1x2")).toBeUndefined();
    });
  });
});
