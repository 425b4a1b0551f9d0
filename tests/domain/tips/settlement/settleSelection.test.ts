import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import { settleSelection } from "../../../../domain/tips/settlement/settleSelection";
import { anEvent, pick, soccerMatch } from "./settlementFixtures";

describe("settleSelection", () => {
  describe("when the event has finished", () => {
    const match = soccerMatch(2, 1, [0, 1]);

    it("settles full-event and half markets by their scores", () => {
      expect(settleSelection(match, pick("1x2--nil", "P1"))).toBe("won");
      expect(settleSelection(match, pick("over_under--total::2.5", "over"))).toBe("won");
      expect(settleSelection(match, pick("asian_handicap--handicap::-0.75", "P1"))).toBe("half_won");
      expect(settleSelection(match, pick("correct_score--nil", "2:1"))).toBe("won");
      expect(settleSelection(match, pick("1x2--nil", "P2", "half--1"))).toBe("won");
      expect(settleSelection(match, pick("over_under--total::1.5", "over", "half--2"))).toBe("won");
    });

    it("passes the market's listed codes on to correct score's `other`", () => {
      const selection = pick("correct_score--nil", "other");
      expect(settleSelection(match, selection, { outcomeCodes: ["1:0", "2:1", "other"] })).toBe("lost");
      expect(settleSelection(match, selection, { outcomeCodes: ["1:0", "other"] })).toBe("won");
    });

    it("refunds a market on a scope never played", () => {
      const tennis = anEvent({
        sport: "tennis",
        scores: { [FULL_EVENT_SCOPE]: [2, 0], "set--1": [6, 2], "set--2": [6, 3] },
      });
      expect(settleSelection(tennis, pick("12--nil", "P1", "set--3"))).toBe("void");
    });

    it("refunds an unknown market type, a scope key that names no scope, or a market name without a line", () => {
      expect(settleSelection(match, pick("first_goalscorer--nil", "p1-9"))).toBe("void");
      expect(settleSelection(match, pick("1x2--nil", "P1", "halftime"))).toBe("void");
      expect(settleSelection(match, pick("over_under--nil", "over"))).toBe("void");
      expect(settleSelection(match, pick("garbage", "P1"))).toBe("void");
    });

    it("has nothing to say about another event's tip", () => {
      expect(settleSelection(match, { ...pick("1x2--nil", "P1"), eventId: "ev-other" })).toBeUndefined();
    });
  });

  describe("when the event is in progress", () => {
    const secondHalf = anEvent({
      status: "in_progress",
      currentScope: { type: "half", number: 2 },
      scores: { [FULL_EVENT_SCOPE]: [1, 0], "half--1": [1, 0], "half--2": [0, 0] },
    });

    it("settles a part already played (the first half once the second is on or about to start)", () => {
      expect(settleSelection(secondHalf, pick("1x2--nil", "P1", "half--1"))).toBe("won");
      expect(settleSelection(secondHalf, pick("over_under--total::0.5", "under", "half--1"))).toBe("lost");
    });

    it("waits on the part being played and on the full event", () => {
      expect(settleSelection(secondHalf, pick("1x2--nil", "X", "half--2"))).toBeUndefined();
      expect(settleSelection(secondHalf, pick("1x2--nil", "P1"))).toBeUndefined();
      expect(settleSelection(secondHalf, pick("1x2--nil", "P1", "extra_time--1"))).toBeUndefined();
    });

    it("waits for a played part whose score has not come in yet, rather than refunding it", () => {
      const noScores = anEvent({
        status: "in_progress",
        currentScope: { type: "set", number: 2 },
        sport: "tennis",
      });
      expect(settleSelection(noScores, pick("12--nil", "P1", "set--1"))).toBeUndefined();
    });

    it("waits on everything before the first part has a current scope", () => {
      const starting = anEvent({ status: "in_progress", currentScope: null });
      expect(settleSelection(starting, pick("1x2--nil", "P1", "half--1"))).toBeUndefined();
    });
  });

  describe("when the event has not started", () => {
    it("waits", () => {
      const upcoming = anEvent({ status: "not_started", scores: { [FULL_EVENT_SCOPE]: [0, 0] } });
      expect(settleSelection(upcoming, pick("1x2--nil", "X"))).toBeUndefined();
      expect(settleSelection(upcoming, pick("unknown--nil", "X"))).toBeUndefined();
    });
  });
});
