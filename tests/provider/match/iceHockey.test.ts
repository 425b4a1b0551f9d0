import { describe, expect, it } from "vitest";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import { fixture, seeds } from "./fixtures";
import { displayed, mean, minutesOf } from "./sheets";

describe("a simulated ice hockey game", () => {
  const games = seeds(300).map((seed) => simulateMatch(fixture("ice_hockey", { seed })));

  it("scores 4 to 7 goals on average (shootouts aside)", () => {
    const goals = games.map((t) => displayed(t).p1 + displayed(t).p2);
    expect(mean(goals)).toBeGreaterThan(4);
    expect(mean(goals)).toBeLessThan(7);
  });

  it("plays three 20-minute periods with 18-minute breaks, then overtime and a shootout when level", () => {
    for (const timeline of games) {
      const [p1, p2, p3] = timeline.periods;
      expect(p2!.start - p1!.end).toBe(18 * 60_000);
      expect(p3!.end - p3!.start).toBe(20 * 60_000);
      expect(timeline.winner).not.toBeNull();
      const shown = displayed(timeline);
      if (shown.shootout) {
        expect(shown.p1).toBe(shown.p2);
        expect(timeline.periods.map((p) => p.scope.type)).toEqual([
          "period",
          "period",
          "period",
          "overtime",
          "penalties",
        ]);
      } else expect(shown[timeline.winner!]).toBeGreaterThan(shown[timeline.winner === "p1" ? "p2" : "p1"]);
    }
    expect(games.some((t) => t.periods.some((p) => p.scope.type === "penalties"))).toBe(true);
    expect(mean(games.map(minutesOf))).toBeGreaterThan(95);
  });

  it("calls minor penalties that last two minutes", () => {
    const penalties = games.flatMap((t) => t.incidents.filter((i) => i.type === "in_game_penalty"));
    expect(penalties.length / games.length).toBeGreaterThan(4);
    for (const penalty of penalties) expect(penalty.until! - penalty.time).toBeGreaterThanOrEqual(120_000);
  });
});
