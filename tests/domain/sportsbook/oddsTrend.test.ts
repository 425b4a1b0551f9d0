import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oddsTrend } from "../../../domain/sportsbook/oddsTrend";

const price = fc.double({ min: 1, max: 1000, noNaN: true });

describe("oddsTrend", () => {
  it("says up or down when the price moved", () => {
    expect(oddsTrend(2.1, 2.25)).toBe("up");
    expect(oddsTrend(2.1, 1.95)).toBe("down");
  });

  it("says nothing on the first sight of a price or when it stayed", () => {
    expect(oddsTrend(undefined, 2.1)).toBeNull();
    expect(oddsTrend(2.1, 2.1)).toBeNull();
  });

  it("reads a move back the other way", () => {
    const opposite = { up: "down", down: "up" } as const;
    fc.assert(
      fc.property(price, price, (a, b) => {
        const there = oddsTrend(a, b);
        expect(oddsTrend(b, a)).toBe(there === null ? null : opposite[there]);
        expect(there === null).toBe(a === b);
      }),
    );
  });
});
