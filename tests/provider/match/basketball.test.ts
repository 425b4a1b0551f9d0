import { describe, expect, it } from "vitest";
import { scopeKey } from "../../../domain/feed/ids";
import { basketballModel } from "../../../server/provider/simulator/match/models";
import { scoreOf } from "../../../server/provider/simulator/match/sheet";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { MatchTimeline } from "../../../server/provider/simulator/match/types";
import { fixture, seeds } from "./fixtures";
import { finalSheet, fullEvent, mean } from "./sheets";

const total = (t: MatchTimeline) => fullEvent(t, "p1") + fullEvent(t, "p2");

/** Tournament ids that the per-tournament rule sends to each format (4 × 12 or 4 × 10 minutes). */
const tournamentWith = (quarterMinutes: number): string => {
  for (let i = 0; ; i++) {
    const id = `league-${i}`;
    if (
      basketballModel(fixture("basketball", { seed: 1, tournamentId: id })).quarterMinutes === quarterMinutes
    )
      return id;
  }
};

describe("a simulated basketball game", () => {
  const fiba = seeds(150).map((seed) =>
    simulateMatch(fixture("basketball", { seed, tournamentId: tournamentWith(10) })),
  );
  const nba = seeds(150).map((seed) =>
    simulateMatch(fixture("basketball", { seed, tournamentId: tournamentWith(12) })),
  );

  it("keeps one format per tournament: four quarters of 12 (NBA-like) or 10 minutes (FIBA-like)", () => {
    const quarterMinutes = (t: MatchTimeline) => (t.periods[0]!.end - t.periods[0]!.start) / 60_000;
    expect(new Set(nba.map(quarterMinutes))).toEqual(new Set([12]));
    expect(new Set(fiba.map(quarterMinutes))).toEqual(new Set([10]));
  });

  it("scores 150 to 250 points on average, about 200 over 48 minutes", () => {
    expect(mean(nba.map(total))).toBeGreaterThan(185);
    expect(mean(nba.map(total))).toBeLessThan(230);
    expect(mean(fiba.map(total))).toBeGreaterThan(150);
    expect(mean(fiba.map(total))).toBeLessThan(250);
  });

  it("scores in ones, twos and threes, and plays overtime until someone leads", () => {
    for (const timeline of [...nba, ...fiba]) {
      expect(timeline.winner).not.toBeNull();
      expect(fullEvent(timeline, "p1")).not.toBe(fullEvent(timeline, "p2"));
      const values = new Set(timeline.incidents.filter((i) => i.type === "point").map((i) => i.value));
      expect([...values].every((v) => v === 1 || v === 2 || v === 3)).toBe(true);
      const regulation = timeline.periods.slice(0, 4).reduce((sum, p) => {
        const key = scopeKey(p.scope.type, p.scope.number);
        return sum + scoreOf(finalSheet(timeline), key, "p1") - scoreOf(finalSheet(timeline), key, "p2");
      }, 0);
      expect(timeline.periods.length > 4).toBe(regulation === 0);
    }
    expect([...nba, ...fiba].some((t) => t.periods.some((p) => p.scope.type === "overtime"))).toBe(true);
  });

  it("keeps incidents in time order when free throws run into the buzzer (these seeds used to throw)", () => {
    for (const seed of [3279, 3555, 10555, 11920]) {
      const timeline = simulateMatch(fixture("basketball", { seed, tournamentId: "league-0" }));
      timeline.incidents.forEach((incident, i) => {
        if (i > 0) expect(incident.time).toBeGreaterThanOrEqual(timeline.incidents[i - 1]!.time);
      });
      expect(timeline.endStatus).toBe("finished");
    }
  });
});
