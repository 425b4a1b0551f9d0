import { describe, expect, it } from "vitest";
import type { FeedEvent } from "../../../domain/feed/tree";
import { liveAlertsOf } from "../../../server/notifications/live/liveAlerts";
import { feedEvent, SOCCER } from "../../helpers/lineBuilder";

/** Sport events read from two consecutive states of an event in the line. */
const T = Date.UTC(2026, 10, 25, 18);
const upcoming = feedEvent(SOCCER.id, { id: "ev-1", status: "not_started", startTime: T });
const live = (home: number, away: number, patch: Partial<FeedEvent> = {}): FeedEvent => ({
  ...feedEvent(SOCCER.id, { id: "ev-1", status: "in_progress", startTime: T, home, away }),
  ...patch,
});
const withCards = (event: FeedEvent, cards: Record<string, number>): FeedEvent => {
  const scope = event.scopes["full_event--0"]!;
  const scores = { ...scope.scores };
  for (const [key, value] of Object.entries(cards)) {
    const [type, teamId] = key.split("--") as [string, string];
    scores[key] = { type, teamId, value };
  }
  return { ...event, scopes: { ...event.scopes, "full_event--0": { ...scope, scores } } };
};
const types = (before: FeedEvent | undefined, after: FeedEvent, sport: "soccer" | "tennis" = "soccer") =>
  liveAlertsOf(sport, before, after).map((alert) => ("type" in alert.subject ? alert.subject.type : ""));

describe("liveAlertsOf", () => {
  it("finds the start, each goal with the score after it, and the end", () => {
    expect(types(upcoming, live(0, 0))).toEqual(["START"]);
    const goals = liveAlertsOf("soccer", live(0, 0), live(2, 0));
    expect(goals.map((alert) => alert.key)).toEqual(["event:ev-1:goal:1", "event:ev-1:goal:2"]);
    expect(goals[0]!.subject).toMatchObject({
      kind: "sport_event",
      type: "GOAL",
      sport: "soccer",
      sportId: SOCCER.id,
      home: "Home",
      away: "Away",
      score: { home: 2, away: 0 },
      minute: 10,
    });
    expect(goals[0]!.watched).toEqual({
      eventId: "ev-1",
      teamIds: ["ev-1-h", "ev-1-a"],
      tournamentId: "tour-1",
    });
    const finished = feedEvent(SOCCER.id, { id: "ev-1", status: "finished", startTime: T, home: 2, away: 1 });
    expect(types(live(2, 0), finished)).toEqual(["GOAL", "FINISH"]);
  });

  it("finds cards, half time and a shoot-out; a goal taken back or a shoot-out's goals tell nothing", () => {
    expect(types(live(1, 1), withCards(live(1, 1), { "yellow_card--p2": 1, "red_card--p1": 1 }))).toEqual([
      "RED_CARD",
      "YELLOW_CARD",
    ]);
    const secondHalf = live(0, 0, { currentScope: { type: "half", number: 2 } });
    expect(types(live(0, 0), secondHalf)).toEqual(["HALF_TIME"]);
    expect(types(secondHalf, secondHalf)).toEqual([]);
    expect(types(live(2, 0), live(1, 0))).toEqual([]);
    const shootout = live(1, 1, { currentScope: { type: "penalties", number: 0 } });
    expect(types(live(1, 1), shootout)).toEqual(["PENALTY_SHOOTOUT"]);
    expect(types(shootout, live(2, 1, { currentScope: { type: "penalties", number: 0 } }))).toEqual([]);
  });

  it("names each calling-off, and tells nothing of an event first seen or a restart after an interruption", () => {
    for (const [status, type] of [
      ["cancelled", "CANCEL"],
      ["postponed", "POSTPONE"],
      ["interrupted", "INTERRUPT"],
      ["retired", "RETIRE"],
    ] as const) {
      expect(types(live(0, 0), { ...live(0, 0), status })).toEqual([type]);
    }
    expect(types(undefined, live(3, 0))).toEqual([]);
    expect(types({ ...live(0, 0), status: "interrupted" }, live(0, 0))).toEqual([]);
  });

  it("keeps goals to the sports that have them", () => {
    expect(types(live(0, 0), live(1, 0), "tennis")).toEqual([]);
  });
});
