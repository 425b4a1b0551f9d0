import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wilsonLowerBound } from "../../../../domain/tips/stats/wilsonInterval";

describe("wilsonLowerBound", () => {
  it("matches worked values at 95 %", () => {
    // 15 of 20 and 150 of 200: the same rate, the longer record ranks higher.
    expect(wilsonLowerBound(15, 20)).toBeCloseTo(0.531299122381256, 12);
    expect(wilsonLowerBound(150, 200)).toBeCloseTo(0.6856590168795417, 12);
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(0, 10)).toBe(0);
    // All won: n / (n + z²).
    expect(wilsonLowerBound(10, 10)).toBeCloseTo(10 / (10 + 1.959963984540054 ** 2), 12);
  });

  it("is the rate itself at z = 0", () => {
    expect(wilsonLowerBound(7, 10, 0)).toBeCloseTo(0.7, 14);
  });

  const record = fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([n, rate]) => ({ n, wins: Math.round(rate * n * 2) / 2 }));

  it("is in [0, rate]", () => {
    fc.assert(
      fc.property(record, ({ wins, n }) => {
        const bound = wilsonLowerBound(wins, n);
        expect(bound).toBeGreaterThanOrEqual(0);
        expect(bound).toBeLessThanOrEqual(wins / n + 1e-15);
      }),
    );
  });

  it("grows with the sample at a fixed rate", () => {
    fc.assert(
      fc.property(record, fc.integer({ min: 2, max: 50 }), ({ wins, n }, times) => {
        const longer = wilsonLowerBound(wins * times, n * times);
        const shorter = wilsonLowerBound(wins, n);
        if (wins === 0) expect(longer).toBe(0);
        else expect(longer).toBeGreaterThan(shorter);
      }),
    );
  });

  it("grows with the wins at a fixed sample", () => {
    fc.assert(
      fc.property(record, ({ wins, n }) => {
        if (wins + 0.5 <= n)
          expect(wilsonLowerBound(wins + 0.5, n)).toBeGreaterThan(wilsonLowerBound(wins, n));
      }),
    );
  });
});
