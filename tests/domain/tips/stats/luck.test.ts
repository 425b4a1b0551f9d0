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

  it("keeps to its stated limits: close to the exact chance on many even-odds picks, too thin on a few long ones", () => {
    // n picks at odds o win with p = 1/o; k wins make k·o - n units, so P(profit ≥ x) is a binomial tail.
    const exact = (n: number, odds: number, profit: number) => {
      const p = 1 / odds;
      let tail = 0;
      for (let k = Math.ceil((profit + n) / odds - 1e-9); k <= n; k++)
        tail += binomial(n, k) * p ** k * (1 - p) ** (n - k);
      return tail;
    };
    // 100 picks at 2.0, 20 units up: exact 0.028, normal 0.023.
    const even = luckProbability(20, 100 * (2 - 1))!;
    expect(even / exact(100, 2, 20)).toBeGreaterThan(0.7);
    expect(even / exact(100, 2, 20)).toBeLessThan(1.3);
    // 20 picks at 10.0, 30 units up (5 wins): exact 0.043, normal 0.013, far too thin.
    expect(luckProbability(30, 20 * (10 - 1))! / exact(20, 10, 30)).toBeLessThan(0.5);
  });

  it("has nothing to say with nothing decided", () => {
    expect(luckProbability(0, 0)).toBeNull();
  });
});

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}
