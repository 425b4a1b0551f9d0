import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oldestFirst } from "../../../../domain/tips/stats/settledOrder";
import { currentStreak, nextStreak } from "../../../../domain/tips/stats/streak";
import { combineTallies, emptyTally, type TipTally, tallyOf } from "../../../../domain/tips/stats/tipTally";
import { settledTipsArbitrary } from "./settledTipArbitrary";

const expectTallyClose = (actual: TipTally, expected: TipTally) => {
  for (const key of Object.keys(expected) as Array<keyof TipTally>) {
    expect(actual[key], key).toBeCloseTo(expected[key], 9);
  }
};

describe("tipTally", () => {
  it("adds up: the tally of two spans is the sum of their tallies (per-day buckets summed into a period)", () => {
    fc.assert(
      fc.property(settledTipsArbitrary(), fc.nat(), (tips, cut) => {
        const split = tips.length === 0 ? 0 : cut % (tips.length + 1);
        const whole = tallyOf(tips);
        expectTallyClose(combineTallies(tallyOf(tips.slice(0, split)), tallyOf(tips.slice(split))), whole);
        expect(combineTallies(emptyTally, whole)).toEqual(whole);
      }),
    );
  });

  it("counts each tip once by its status", () => {
    fc.assert(
      fc.property(settledTipsArbitrary(), (tips) => {
        const tally = tallyOf(tips);
        expect(tally.wonCount + tally.lostCount + tally.voidCount).toBe(tips.length);
        expect(tally.decidedCount).toBe(tips.filter((tip) => tip.result !== "void").length);
        expect(tally.winWeight).toBeLessThanOrEqual(tally.decidedWeight);
      }),
    );
  });
});

describe("streak", () => {
  it("kept one result at a time equals the streak read from the whole record", () => {
    fc.assert(
      fc.property(settledTipsArbitrary(), (tips) => {
        const kept = oldestFirst(tips).reduce((streak, tip) => nextStreak(streak, tip.result), 0);
        expect(kept).toBe(currentStreak(tips));
      }),
    );
  });
});
