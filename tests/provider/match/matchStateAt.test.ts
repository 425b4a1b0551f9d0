import { describe, expect, it } from "vitest";
import { scopeKey } from "../../../domain/feed/ids";
import { matchStateAt } from "../../../server/provider/simulator/match/matchStateAt";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { MatchIncident, MatchTimeline } from "../../../server/provider/simulator/match/types";
import type { FullSportCode } from "../../../server/provider/simulator/types";
import { fixture, seeds } from "./fixtures";

const SPORTS: ReadonlyArray<FullSportCode> = ["soccer", "tennis", "basketball", "ice_hockey", "volleyball"];
const STATUS_ORDER = ["not_started", "in_progress", "finished"];
/** Counts that only ever go up (tennis game points and the like reset, so they are left out). */
const COUNTED = new Set(["score", "yellow_card", "red_card", "corner"]);

describe("matchStateAt", () => {
  describe("when the match has not started", () => {
    it("is not started, with no scope, score, minute or incident", () => {
      const timeline = simulateMatch(fixture("soccer", { seed: 3 }));
      const state = matchStateAt(timeline, timeline.startTime - 1);
      expect(state).toMatchObject({
        status: "not_started",
        phase: "scheduled",
        currentScope: null,
        incidentCount: 0,
      });
      expect(state.scores).toEqual({});
      expect(state.minute).toBeUndefined();
      expect(state.incidents).toEqual([]);
    });
  });

  describe("when asked at every incident of a match", () => {
    it.each(SPORTS)("stays consistent in %s: counts never go down, status only moves forward", (sport) => {
      for (const seed of seeds(12)) {
        const timeline = simulateMatch(fixture(sport, { seed, knockout: seed % 2 === 1 }));
        let previous = matchStateAt(timeline, timeline.startTime - 1);
        for (const incident of timeline.incidents) {
          const state = matchStateAt(timeline, incident.time);
          expect(state.incidents[state.incidentCount - 1]!.time).toBe(incident.time);
          expect(STATUS_ORDER.indexOf(state.status)).toBeGreaterThanOrEqual(
            STATUS_ORDER.indexOf(previous.status),
          );
          for (const [scope, scores] of Object.entries(previous.scores)) {
            for (const [key, value] of Object.entries(scores)) {
              if (COUNTED.has(key.split("--")[0]!))
                expect(state.scores[scope]![key]).toBeGreaterThanOrEqual(value);
            }
          }
          previous = state;
        }
        expect(previous.status).toBe("finished");
      }
    });

    it("never turns the soccer clock back within a half", () => {
      for (const seed of seeds(20)) {
        const timeline = simulateMatch(fixture("soccer", { seed, knockout: true }));
        for (const period of timeline.periods.filter((p) => p.clockFrom !== undefined)) {
          let last = -1;
          for (let t = period.start; t < period.end; t += 20_000) {
            const state = matchStateAt(timeline, t);
            const reading = state.minute! * 100 + (state.addedMinute ?? 0);
            expect(reading).toBeGreaterThanOrEqual(last);
            expect(state.currentScope).toEqual(period.scope);
            last = reading;
          }
        }
      }
    });
  });

  describe("when in the half-time break", () => {
    it("offers the second half as the scope about to start, the clock stopped at the first half's end", () => {
      const timeline = simulateMatch(fixture("soccer", { seed: 5 }));
      const [first, second] = timeline.periods;
      const state = matchStateAt(timeline, first!.end + 60_000);
      expect(state.phase).toBe("break");
      expect(state.status).toBe("in_progress");
      expect(state.currentScope).toEqual({ type: "half", number: 2 });
      expect(state.currentScopeTime).toBe(`half-2::${second!.start}`);
      expect(state.minute).toBe(45);
      expect(state.addedMinute).toBeGreaterThanOrEqual(1);
    });
  });

  describe("when a match is over", () => {
    it("is finished at its end time, keeps its scores and drops the clock", () => {
      const timeline = simulateMatch(fixture("soccer", { seed: 5 }));
      const state = matchStateAt(timeline, timeline.endTime! + 3_600_000);
      expect(state).toMatchObject({ status: "finished", phase: "ended", finishedAt: timeline.endTime });
      expect(state.scores["full_event--0"]).toBeDefined();
      expect(state.minute).toBeUndefined();
      expect(state.incidentCount).toBe(timeline.incidents.length);
    });
  });

  it("tells who serves in tennis and volleyball, in play", () => {
    for (const sport of ["tennis", "volleyball"] as const) {
      const timeline = simulateMatch(fixture(sport, { seed: 8 }));
      const state = matchStateAt(timeline, timeline.startTime + 10 * 60_000);
      expect(["p1", "p2"]).toContain(state.server);
      expect(state.currentScope).toEqual({ type: "set", number: 1 });
    }
  });

  it("locks the markets for 45 seconds of match time after a soccer goal", () => {
    const timeline = simulateMatch(fixture("soccer", { seed: 11 }));
    const goal = timeline.incidents.find((i) => i.type === "goal")!;
    expect(matchStateAt(timeline, goal.time).lockedUntil).toBeGreaterThanOrEqual(goal.time + 45_000);
    expect(matchStateAt(timeline, goal.time - 1).lockedUntil).toBeLessThan(goal.time);
  });

  it("holds the lock while a VAR check lasts", () => {
    const checked = seeds(80)
      .map((seed) => simulateMatch(fixture("soccer", { seed })))
      .find((t) => t.incidents.some((i) => i.type === "var_decision" && i.subType === "check"))!;
    const check = checked.incidents.find((i) => i.subType === "check")!;
    expect(matchStateAt(checked, check.time + 1000).lockedUntil).toBeGreaterThanOrEqual(check.until!);
  });

  it("finds the instant by binary search: a handful of incident reads, whatever the match length", () => {
    const timeline = simulateMatch(fixture("tennis", { seed: 4, bestOfSets: 5 }));
    let reads = 0;
    const counted = new Proxy(timeline.incidents as MatchIncident[], {
      get: (target, key, receiver) => {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const watched: MatchTimeline = { ...timeline, incidents: counted };
    const bound = Math.ceil(Math.log2(timeline.incidents.length + 1)) + 1;
    for (let t = timeline.startTime; t < timeline.endTime!; t += 7 * 60_000) {
      reads = 0;
      const state = matchStateAt(watched, t);
      expect(reads).toBeLessThanOrEqual(bound);
      expect(state.scores).toBe(timeline.snapshots[state.incidentCount - 1]!.scores);
    }
    expect(timeline.incidents.length).toBeGreaterThan(200);
  });

  it("gives the same precomputed scores object for two instants between the same incidents", () => {
    const timeline = simulateMatch(fixture("soccer", { seed: 2 }));
    const goal = timeline.incidents.find((i) => i.type === "goal")!;
    const a = matchStateAt(timeline, goal.time + 1);
    const b = matchStateAt(timeline, goal.time + 2);
    expect(b.scores).toBe(a.scores);
    expect(
      a.scores[scopeKey(goal.scope.type, goal.scope.number)]![`score--${goal.participant}`],
    ).toBeGreaterThan(0);
  });
});
