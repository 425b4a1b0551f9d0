import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luckProbability } from "../../../../domain/tips/stats/luck";

describe("luckProbability", () => {
  it("is one half for a profit of zero: what random picks make on average", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e4, noNaN: true }), (variance) => {
        expect(luckProbability(0, variance)).toBeCloseTo(0.5, 14);
      }),
    );
  });

  it("reads the normal tail: 100 even-odds picks 20 units up is two standard deviations", () => {
    // Σ(o - 1) = 100, σ = 10: P(Z ≥ 2) = 0.02275.
    expect(luckProbability(20, 100)).toBeCloseTo(0.02275013194817922, 12);
    expect(luckProbability(-20, 100)).toBeCloseTo(1 - 0.02275013194817922, 12);
  });

  it("falls as the profit grows and rises with the odds' variance", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        (profit, more, variance) => {
          expect(luckProbability(profit + more, variance)!).toBeLessThanOrEqual(
            luckProbability(profit, variance)!,
          );
          if (profit > 0) {
            expect(luckProbability(profit, variance + more)!).toBeGreaterThanOrEqual(
              luckProbability(profit, variance)!,
            );
          }
        },
      ),
    );
  });

  it("has nothing to say with nothing decided", () => {
    expect(luckProbability(0, 0)).toBeNull();
  });
});
