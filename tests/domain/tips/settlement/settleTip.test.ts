import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import { POSTPONED_VOID_AFTER_MS, settleTip } from "../../../../domain/tips/settlement/settleTip";
import { anEvent, KICK_OFF, pick, soccerMatch } from "./settlementFixtures";

const HOUR = 60 * 60 * 1000;
const now = KICK_OFF + 3 * HOUR;

describe("settleTip", () => {
  it("keeps a tip active before the start", () => {
    expect(settleTip(anEvent({ status: "not_started" }), pick("1x2--nil", "P1"), { now })).toBeUndefined();
  });

  it.each(["cancelled", "corrupted"] as const)("voids every tip of a %s event", (status) => {
    const event = anEvent({ status, scores: { [FULL_EVENT_SCOPE]: [3, 0] } });
    expect(settleTip(event, pick("1x2--nil", "P1"), { now })).toBe("void");
    expect(settleTip(event, pick("1x2--nil", "P2", "half--1"), { now })).toBe("void");
  });

  describe("when the event is postponed", () => {
    const postponed = anEvent({ status: "postponed" });
    const selection = pick("1x2--nil", "P1");

    it("keeps the tip active up to the limit after the scheduled start, then voids it", () => {
      expect(POSTPONED_VOID_AFTER_MS).toBe(48 * HOUR);
      expect(settleTip(postponed, selection, { now: KICK_OFF + 47 * HOUR })).toBeUndefined();
      expect(settleTip(postponed, selection, { now: KICK_OFF + POSTPONED_VOID_AFTER_MS })).toBeUndefined();
      expect(settleTip(postponed, selection, { now: KICK_OFF + POSTPONED_VOID_AFTER_MS + 1 })).toBe("void");
    });

    it("takes another limit when given one", () => {
      expect(settleTip(postponed, selection, { now: KICK_OFF + 2 * HOUR, postponedVoidAfterMs: HOUR })).toBe(
        "void",
      );
    });
  });

  describe.each(["interrupted", "retired"] as const)("when the event is %s", (status) => {
    // Stopped in the second half at 1-1, after a 1-0 first half.
    const abandoned = anEvent({
      status,
      currentScope: { type: "half", number: 2 },
      scores: { [FULL_EVENT_SCOPE]: [1, 1], "half--1": [1, 0], "half--2": [0, 1] },
    });

    it("settles the parts already complete", () => {
      expect(settleTip(abandoned, pick("1x2--nil", "P1", "half--1"), { now })).toBe("won");
      expect(settleTip(abandoned, pick("over_under--total::1.5", "over", "half--1"), { now })).toBe("lost");
    });

    it("voids the part being played and the full event", () => {
      expect(settleTip(abandoned, pick("1x2--nil", "P2", "half--2"), { now })).toBe("void");
      expect(settleTip(abandoned, pick("1x2--nil", "X"), { now })).toBe("void");
      expect(settleTip(abandoned, pick("over_under--total::1.5", "over"), { now })).toBe("void");
    });

    it("voids a match winner too, whoever the feed shows ahead", () => {
      const tennis = anEvent({
        sport: "tennis",
        status,
        currentScope: { type: "set", number: 3 },
        scores: { [FULL_EVENT_SCOPE]: [1, 1], "set--1": [6, 3], "set--2": [4, 6], "set--3": [3, 0] },
      });
      expect(settleTip(tennis, pick("12--nil", "P1"), { now })).toBe("void");
      expect(settleTip(tennis, pick("12--nil", "P1", "set--1"), { now })).toBe("won");
      expect(settleTip(tennis, pick("12--nil", "P1", "set--3"), { now })).toBe("void");
    });
  });

  it("settles parts already complete while the event is in progress, and waits on the rest", () => {
    const live = anEvent({
      status: "in_progress",
      currentScope: { type: "half", number: 2 },
      scores: { [FULL_EVENT_SCOPE]: [0, 0], "half--1": [0, 0], "half--2": [0, 0] },
    });
    expect(settleTip(live, pick("1x2--nil", "X", "half--1"), { now })).toBe("won");
    expect(settleTip(live, pick("1x2--nil", "X"), { now })).toBeUndefined();
  });

  it("settles every market of a finished event on its final scores", () => {
    const match = soccerMatch(1, 1, [1, 0]);
    expect(settleTip(match, pick("1x2--nil", "X"), { now })).toBe("won");
    expect(settleTip(match, pick("asian_handicap--handicap::-0.25", "P1"), { now })).toBe("half_lost");
    expect(settleTip(match, pick("over_under--total::2.25", "over"), { now })).toBe("half_lost");
    expect(settleTip(match, pick("1x2--nil", "P1", "half--1"), { now })).toBe("won");
    expect(settleTip(match, pick("both_teams_to_score--nil", "yes"), { now })).toBe("won");
    expect(settleTip(match, pick("double_chance--nil", "12"), { now })).toBe("lost");
  });

  it("has nothing to say about another event's tip", () => {
    const selection = { ...pick("1x2--nil", "P1"), eventId: "ev-other" };
    expect(settleTip(anEvent({ status: "cancelled" }), selection, { now })).toBeUndefined();
  });
});
