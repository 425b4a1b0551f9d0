import { describe, expect, it } from "vitest";
import { joinPath } from "../../../../domain/feed/ids";
import { type SettlementResult, unitProfit } from "../../../../domain/tips/tip";
import { priceWithMargin } from "../../../../server/provider/simulator/markets/odds";
import { makeRng } from "../../../../server/provider/simulator/world/rng";
import { type Offer, pickOffer, rememberPrices } from "../../../../server/tips/demo/demoPicks";
import type { TipsterStyle } from "../../../../server/tips/demo/demoRoster";
import { makeLineMemory } from "../../../../server/tips/demo/lineMemory";

/**
 * The skilled tipsters' edge, measured over many settled picks in a world shaped like the simulator's
 * pre-match line: a fair 1x2 model per event, a book priced with the simulator's own margin and price
 * ladder (priceWithMargin, 5 %), and a price that drifts as independent noise around the fair model at
 * each look (the simulator tilts each side's goal rate by up to ±4 %, about ±6 % on a side's chance).
 * Results are drawn from the fair model, so nobody sees the future.
 */
const MARGIN = 0.05;
const DRIFT = 0.06;
const LOOKS = 6;
const EVENTS = 100_000;
const CODES = ["P1", "X", "P2"] as const;

interface Tally {
  picks: number;
  profit: number;
  squares: number;
  /** Expected profit under the fair model: the same edge without the variance of results. */
  expected: number;
}

const run = (seed: string) => {
  const world = makeRng(`${seed}/world`);
  const choices = makeRng(`${seed}/tipsters`);
  const memory = makeLineMemory();
  const tallies: Record<TipsterStyle, Tally> = {
    average: { picks: 0, profit: 0, squares: 0, expected: 0 },
    longshot: { picks: 0, profit: 0, squares: 0, expected: 0 },
    skilled: { picks: 0, profit: 0, squares: 0, expected: 0 },
  };
  for (let n = 0; n < EVENTS; n++) {
    const home = 0.2 + world.next() * 0.5;
    const draw = 0.22 + world.next() * 0.08;
    const fair = [home, draw, 1 - home - draw];
    let offers: Offer[] = [];
    for (let look = 0; look < LOOKS; look++) {
      const tilt = world.next() * 2 - 1;
      const tilted = fair.map((p, i) => p * Math.exp(DRIFT * tilt * (1 - i)));
      const sum = tilted.reduce((a, b) => a + b, 0);
      const odds = priceWithMargin(
        tilted.map((p) => p / sum),
        MARGIN,
      );
      const book = odds.reduce((a, o) => a + 1 / o, 0);
      offers = CODES.map((code, i) => ({
        path: joinPath("s", "c", "t", `e${n}`, "full_event--0", "1x2--nil", code),
        marketType: "1x2",
        marketParameters: {},
        outcomeCode: code,
        odds: odds[i]!,
        probability: 1 / odds[i]! / book,
      }));
      rememberPrices([offers], memory);
    }
    const u = world.next();
    const winner = u < fair[0]! ? "P1" : u < fair[0]! + fair[1]! ? "X" : "P2";
    for (const style of ["average", "longshot", "skilled"] as const) {
      const pick = pickOffer(style, [offers], choices, memory);
      if (!pick) continue;
      const result: SettlementResult = pick.outcomeCode === winner ? "won" : "lost";
      const profit = unitProfit(result, pick.odds);
      const tally = tallies[style];
      tally.picks += 1;
      tally.profit += profit;
      tally.squares += profit * profit;
      tally.expected += fair[CODES.indexOf(pick.outcomeCode as (typeof CODES)[number])]! * pick.odds - 1;
    }
    memory.keepEvents(new Set());
  }
  const stats = (t: Tally) => {
    const mean = t.profit / t.picks;
    const variance = t.squares / t.picks - mean * mean;
    return { picks: t.picks, mean, se: Math.sqrt(variance / t.picks), expected: t.expected / t.picks };
  };
  return {
    average: stats(tallies.average),
    longshot: stats(tallies.longshot),
    skilled: stats(tallies.skilled),
  };
};

describe("the skilled tipsters' edge", () => {
  it("beats the average pickers over many settled picks", () => {
    const { average, longshot, skilled } = run("funsclub");
    // Average and longshot pickers pay the margin: about -1/21 per unit, within their noise.
    for (const plain of [average, longshot]) {
      expect(plain.expected).toBeGreaterThan(-0.06);
      expect(plain.expected).toBeLessThan(-0.04);
      expect(Math.abs(plain.mean - plain.expected)).toBeLessThan(4 * plain.se);
    }
    // The skilled pass on events with no price under its mean, yet still pick on most of them.
    expect(skilled.picks).toBeGreaterThan(EVENTS / 2);
    expect(skilled.picks).toBeLessThan(EVENTS);
    // Their edge in expectation, and in the settled results beyond the noise of both groups.
    expect(skilled.expected - average.expected).toBeGreaterThan(0.02);
    const gap = skilled.mean - average.mean;
    expect(gap).toBeGreaterThan(3 * Math.hypot(skilled.se, average.se));
  });
});
