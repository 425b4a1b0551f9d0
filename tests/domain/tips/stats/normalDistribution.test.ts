import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalCdf, normalUpperTail, Z_95 } from "../../../../domain/tips/stats/normalDistribution";

// Reference values: Python's math.erfc (an independent implementation), Φ(x) = erfc(-x/√2) / 2.
const reference: ReadonlyArray<readonly [number, number]> = [
  [-20, 2.7536241186063314e-89],
  [-8, 6.220960574271819e-16],
  [-7.1, 6.23784446333164e-13],
  [-5, 2.866515718791946e-7],
  [-3, 0.0013498980316300957],
  [-1.96, 0.024997895148220435],
  [-1, 0.15865525393145707],
  [-0.25, 0.4012936743170763],
  [0, 0.5],
  [0.5, 0.6914624612740131],
  [1.6448536269514722, 0.95],
  [3, 0.9986501019683699],
  [6, 0.9999999990134123],
];

describe("normalCdf", () => {
  it("matches erfc to 1e-13 relative up to 3 standard deviations, 1e-7 in the far tail", () => {
    for (const [x, expected] of reference) {
      const relative = Math.abs(normalCdf(x) - expected) / expected;
      expect(relative, `Φ(${x})`).toBeLessThan(x >= -3 ? 1e-13 : 1e-7);
    }
  });

  it("gives the 95 % two-sided quantile", () => {
    expect(normalCdf(Z_95)).toBeCloseTo(0.975, 14);
  });

  it("is symmetric and increasing", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (x, step) => {
          expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
          expect(normalCdf(x + step)).toBeGreaterThanOrEqual(normalCdf(x));
          expect(normalUpperTail(x)).toBe(normalCdf(-x));
        },
      ),
    );
  });
});
