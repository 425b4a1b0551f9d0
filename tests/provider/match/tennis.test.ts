import { describe, expect, it } from "vitest";
import { scopeKey } from "../../../domain/feed/ids";
import { scoreOf } from "../../../server/provider/simulator/match/sheet";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { MatchTimeline } from "../../../server/provider/simulator/match/types";
import { fixture, seeds } from "./fixtures";
import { finalSheet, fullEvent, mean, minutesOf } from "./sheets";

const bestOf3: ReadonlyArray<MatchTimeline> = seeds(200).map((seed) =>
  simulateMatch(fixture("tennis", { seed })),
);
const bestOf5: ReadonlyArray<MatchTimeline> = seeds(60).map((seed) =>
  simulateMatch(fixture("tennis", { seed, bestOfSets: 5 })),
);

const setScores = (timeline: MatchTimeline): Array<[number, number]> =>
  timeline.periods.map((p) => {
    const key = scopeKey("set", p.scope.number);
    return [scoreOf(finalSheet(timeline), key, "p1"), scoreOf(finalSheet(timeline), key, "p2")];
  });

describe("a simulated tennis match", () => {
  it("is won by the player with the sets required (2 of 3, 3 of 5)", () => {
    for (const [timelines, needed] of [
      [bestOf3, 2],
      [bestOf5, 3],
    ] as const) {
      for (const timeline of timelines) {
        const winner = timeline.winner!;
        const loser = winner === "p1" ? "p2" : "p1";
        expect(fullEvent(timeline, winner)).toBe(needed);
        expect(fullEvent(timeline, loser)).toBeLessThan(needed);
        const won = setScores(timeline).filter(([a, b]) => (winner === "p1" ? a > b : b > a)).length;
        expect(won).toBe(needed);
      }
    }
  });

  it("ends sets at 6 with two clear, 7-5, or 7-6 after a tie-break at 6-6", () => {
    let tiebreaks = 0;
    for (const timeline of [...bestOf3, ...bestOf5]) {
      for (const [a, b] of setScores(timeline)) {
        const [high, low] = a > b ? [a, b] : [b, a];
        expect(
          (high === 6 && low <= 4) || (high === 7 && low === 5) || (high === 7 && low === 6),
          `${a}-${b}`,
        ).toBe(true);
        if (low === 6) tiebreaks++;
      }
      // Every 7-6 set went through 6-6.
      const sixAll = timeline.snapshots.filter((s) =>
        Object.values(s.scores).some((scores) => scores["score--p1"] === 6 && scores["score--p2"] === 6),
      );
      if (setScores(timeline).some(([a, b]) => a + b === 13)) expect(sixAll.length).toBeGreaterThan(0);
    }
    expect(tiebreaks).toBeGreaterThan(0);
  });

  it("alternates the server game by game, across sets and tie-breaks", () => {
    for (const timeline of bestOf3.slice(0, 60)) {
      // Before each point the detail holds sets, games and the opener of the game in play (last field).
      const openers: number[] = [];
      let game = "";
      timeline.incidents.forEach((incident, i) => {
        if (incident.type !== "point") return;
        const [s1 = 0, s2 = 0, g1 = 0, g2 = 0, , , opener = -1] = timeline.snapshots[i - 1]!.detail ?? [];
        const key = `${s1 + s2}-${g1 + g2}`;
        if (key === game) return;
        game = key;
        openers.push(opener);
      });
      expect(openers.length).toBeGreaterThan(12);
      for (let i = 1; i < openers.length; i++) expect(openers[i]).not.toBe(openers[i - 1]);
    }
  });

  it("takes about 1.5 to 2.5 hours over best of three", () => {
    const hours = mean(bestOf3.map(minutesOf)) / 60;
    expect(hours).toBeGreaterThan(1.5);
    expect(hours).toBeLessThan(2.5);
  });
});
