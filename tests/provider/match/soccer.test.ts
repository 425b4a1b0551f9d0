import { describe, expect, it } from "vitest";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { MatchTimeline } from "../../../server/provider/simulator/match/types";
import { fixture, seeds } from "./fixtures";
import { fullEvent, mean, minutesOf } from "./sheets";

const league: ReadonlyArray<MatchTimeline> = seeds(300).map((seed) =>
  simulateMatch(fixture("soccer", { seed })),
);
const count = (timeline: MatchTimeline, type: string, subType?: string) =>
  timeline.incidents.filter((i) => i.type === type && (subType === undefined || i.subType === subType))
    .length;

describe("a simulated soccer league match", () => {
  it("scores about 2.6 goals on average, with home advantage", () => {
    const goals = league.map((t) => fullEvent(t, "p1") + fullEvent(t, "p2"));
    expect(mean(goals)).toBeGreaterThan(2.2);
    expect(mean(goals)).toBeLessThan(3);
    const homeWins = league.filter((t) => fullEvent(t, "p1") > fullEvent(t, "p2")).length;
    const awayWins = league.filter((t) => fullEvent(t, "p2") > fullEvent(t, "p1")).length;
    expect(homeWins).toBeGreaterThan(awayWins);
    for (const t of league) {
      const lead = fullEvent(t, "p1") - fullEvent(t, "p2");
      expect(t.winner).toBe(lead > 0 ? "p1" : lead < 0 ? "p2" : null);
    }
  });

  it("lasts two halves, a 15-minute break and added time: 100 to 125 minutes", () => {
    for (const timeline of league) {
      expect(timeline.periods.map((p) => `${p.scope.type}-${p.scope.number}`)).toEqual(["half-1", "half-2"]);
      expect(minutesOf(timeline)).toBeGreaterThanOrEqual(100);
      expect(minutesOf(timeline)).toBeLessThanOrEqual(125);
      const [first, second] = timeline.periods;
      expect(second!.start - first!.end).toBe(15 * 60_000);
    }
  });

  it("announces 1 to 5 added minutes at the end of each half", () => {
    for (const timeline of league) {
      const announced = timeline.incidents.filter((i) => i.type === "injury_time");
      expect(announced.map((i) => i.scope.number)).toEqual([1, 2]);
      for (const incident of announced) {
        expect(incident.value).toBeGreaterThanOrEqual(1);
        expect(incident.value).toBeLessThanOrEqual(5);
        expect(incident.minute).toBe(45 * incident.scope.number);
      }
    }
  });

  it("books cards, wins corners and sees VAR and penalties now and then", () => {
    expect(mean(league.map((t) => count(t, "yellow_card")))).toBeGreaterThan(2.5);
    expect(mean(league.map((t) => count(t, "corner")))).toBeGreaterThan(7);
    expect(league.some((t) => count(t, "red_card") > 0)).toBe(true);
    expect(league.some((t) => count(t, "var_decision", "goal_disallowed") > 0)).toBe(true);
    expect(league.some((t) => count(t, "goal", "penalty") > 0)).toBe(true);
    expect(league.some((t) => count(t, "in_game_penalty", "missed") > 0)).toBe(true);
  });

  it("makes at most five substitutions a side, most after the break", () => {
    let second = 0;
    let total = 0;
    for (const timeline of league) {
      for (const side of ["p1", "p2"] as const) {
        const subs = timeline.incidents.filter((i) => i.type === "substitution" && i.participant === side);
        expect(subs.length).toBeLessThanOrEqual(5);
        expect(new Set(subs.map((s) => s.playerId)).size).toBe(subs.length);
        second += subs.filter((s) => s.scope.number === 2).length;
        total += subs.length;
      }
    }
    expect(second / total).toBeGreaterThan(0.85);
  });

  it("credits goals to players of the scoring side (own goals to the other side's)", () => {
    for (const [n, timeline] of league.slice(0, 100).entries()) {
      const fx = fixture("soccer", { seed: seeds(300)[n]! });
      for (const goal of timeline.incidents.filter((i) => i.type === "goal")) {
        const own = goal.participant === "p1" ? fx.home : fx.away;
        const rival = goal.participant === "p1" ? fx.away : fx.home;
        const squad = goal.subType === "own_goal" ? rival : own;
        expect(squad.players.map((p) => p.id)).toContain(goal.playerId);
        if (goal.secondaryPlayerId) expect(own.players.map((p) => p.id)).toContain(goal.secondaryPlayerId);
      }
    }
  });

  it("counts goals, cards and corners in the half and in the full event alike", () => {
    for (const timeline of league.slice(0, 50)) {
      const sheet = timeline.snapshots[timeline.snapshots.length - 1]!.scores;
      for (const key of Object.keys(sheet["full_event--0"]!)) {
        expect(sheet["full_event--0"]![key]).toBe(
          (sheet["half--1"]![key] ?? 0) + (sheet["half--2"]![key] ?? 0),
        );
      }
      expect(fullEvent(timeline, "p1", "yellow_card") + fullEvent(timeline, "p2", "yellow_card")).toBe(
        count(timeline, "yellow_card"),
      );
    }
  });
});
