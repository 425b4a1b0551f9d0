import { describe, expect, it } from "vitest";
import { scopeKey } from "../../../domain/feed/ids";
import { scoreOf } from "../../../server/provider/simulator/match/sheet";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import { fixture, seeds } from "./fixtures";
import { finalSheet, fullEvent, mean } from "./sheets";

describe("a simulated volleyball match", () => {
  const matches = seeds(200).map((seed) => simulateMatch(fixture("volleyball", { seed })));

  it("plays sets to 25 (15 in the fifth) won by two, until one side has three", () => {
    for (const timeline of matches) {
      const sets = timeline.periods.map((p) => {
        const key = scopeKey("set", p.scope.number);
        return [
          scoreOf(finalSheet(timeline), key, "p1"),
          scoreOf(finalSheet(timeline), key, "p2"),
          p.scope.number,
        ];
      });
      expect(sets.length).toBeGreaterThanOrEqual(3);
      expect(sets.length).toBeLessThanOrEqual(5);
      for (const [a = 0, b = 0, number] of sets) {
        const target = number === 5 ? 15 : 25;
        const [high, low] = a > b ? [a, b] : [b, a];
        expect(high - low >= 2 && (high === target || (high > target && high - low === 2)), `${a}-${b}`).toBe(
          true,
        );
      }
      expect(fullEvent(timeline, timeline.winner!)).toBe(3);
    }
  });

  it("takes about 25 minutes a set", () => {
    const perSet = mean(matches.flatMap((t) => t.periods.map((p) => (p.end - p.start) / 60_000)));
    expect(perSet).toBeGreaterThan(20);
    expect(perSet).toBeLessThan(30);
  });
});
