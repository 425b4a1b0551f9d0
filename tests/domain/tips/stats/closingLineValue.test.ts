import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closingLineValue, tipsterClosingLineValue } from "../../../../domain/tips/stats/closingLineValue";
import { aTip, settledTipsArbitrary } from "./settledTipArbitrary";

describe("closingLineValue", () => {
  it("is the odds taken over the closing price, less one", () => {
    expect(closingLineValue({ odds: 2.2, closingOdds: 2 })).toBeCloseTo(0.1, 12);
    expect(closingLineValue({ odds: 1.8, closingOdds: 2 })).toBeCloseTo(-0.1, 12);
    expect(closingLineValue({ odds: 2, closingOdds: 2 })).toBe(0);
  });

  it("is null without a closing price, or with one that is not a price", () => {
    expect(closingLineValue({ odds: 2, closingOdds: null })).toBeNull();
    expect(closingLineValue({ odds: 2, closingOdds: 1 })).toBeNull();
    expect(closingLineValue({ odds: 2, closingOdds: Number.NaN })).toBeNull();
  });

  it("averages a tipster's tips that have a closing price, void ones included", () => {
    const tips = [
      aTip({ tipId: "a", odds: 2.2, closingOdds: 2 }),
      aTip({ tipId: "b", odds: 1.9, closingOdds: 2, result: "void" }),
      aTip({ tipId: "c", odds: 3, closingOdds: null }),
    ];
    const value = tipsterClosingLineValue(tips);
    expect(value.count).toBe(2);
    expect(value.average).toBeCloseTo((0.1 - 0.05) / 2, 12);
    expect(tipsterClosingLineValue([aTip({ closingOdds: null })])).toEqual({ average: null, count: 0 });
  });

  it("lies between the smallest and the largest value of the tips it averages", () => {
    fc.assert(
      fc.property(settledTipsArbitrary(), (tips) => {
        const values = tips.map(closingLineValue).filter((value): value is number => value !== null);
        const { average, count } = tipsterClosingLineValue(tips);
        expect(count).toBe(values.length);
        expect(average === null).toBe(count === 0);
        if (average !== null) {
          expect(average).toBeGreaterThanOrEqual(Math.min(...values) - 1e-12);
          expect(average).toBeLessThanOrEqual(Math.max(...values) + 1e-12);
        }
      }),
    );
  });
});
