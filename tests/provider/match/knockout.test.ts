import { describe, expect, it } from "vitest";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { MatchTimeline } from "../../../server/provider/simulator/match/types";
import { fixture, seeds } from "./fixtures";
import { displayed, finalSheet } from "./sheets";

const scopesOf = (timeline: MatchTimeline) =>
  timeline.periods.map((p) => `${p.scope.type}-${p.scope.number}`);
const cups: ReadonlyArray<MatchTimeline> = seeds(250).map((seed) =>
  simulateMatch(fixture("soccer", { seed, knockout: true, homeRating: 1500, awayRating: 1500 })),
);

describe("a knockout soccer tie", () => {
  it("always ends with a winner, who leads on the displayed score or on the shootout", () => {
    for (const timeline of cups) {
      expect(timeline.winner).not.toBeNull();
      const shown = displayed(timeline);
      if (shown.shootout)
        expect(shown.shootout[timeline.winner === "p1" ? 0 : 1]).toBeGreaterThan(
          shown.shootout[timeline.winner === "p1" ? 1 : 0],
        );
      else expect(shown[timeline.winner!]).toBeGreaterThan(shown[timeline.winner === "p1" ? "p2" : "p1"]);
    }
  });

  it("goes to extra time after a draw, and to penalties after a draw in extra time", () => {
    const extra = cups.filter((t) => scopesOf(t).includes("extra_time-1"));
    const shootouts = cups.filter((t) => scopesOf(t).includes("penalties-0"));
    expect(extra.length).toBeGreaterThan(0);
    expect(shootouts.length).toBeGreaterThan(0);
    for (const timeline of extra) {
      const sheet = timeline.snapshots.find(
        (_, i) => timeline.incidents[i]!.scope.type === "extra_time",
      )!.scores;
      expect(sheet["half--1"]).toBeDefined();
      expect(scopesOf(timeline).slice(0, 4)).toEqual(["half-1", "half-2", "extra_time-1", "extra_time-2"]);
    }
    for (const timeline of shootouts) {
      expect(scopesOf(timeline)).toEqual(["half-1", "half-2", "extra_time-1", "extra_time-2", "penalties-0"]);
      expect(finalSheet(timeline)["penalties--0"]).toBeDefined();
    }
  });

  it("shows the drawn score once the shootout is taken off the full event (display rule)", () => {
    for (const timeline of cups.filter((t) => scopesOf(t).includes("penalties-0"))) {
      const shown = displayed(timeline);
      expect(shown.p1).toBe(shown.p2);
      const [p1, p2] = shown.shootout!;
      expect(p1).not.toBe(p2);
      const kicks = timeline.incidents.filter((i) => i.type === "penalty_shootout");
      expect(kicks.filter((k) => k.subType === "scored").length).toBe(p1 + p2);
      // Five each, then sudden death: never more than one kick apart.
      const taken = { p1: 0, p2: 0 };
      for (const kick of kicks) {
        taken[kick.participant!] += 1;
        expect(Math.abs(taken.p1 - taken.p2)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("plays no extra time in a league match", () => {
    const league = seeds(100).map((seed) =>
      simulateMatch(fixture("soccer", { seed, homeRating: 1500, awayRating: 1500 })),
    );
    expect(league.some((t) => t.winner === null)).toBe(true);
    expect(league.every((t) => scopesOf(t).length === 2)).toBe(true);
  });
});
