import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatOdds } from "../../../domain/sportsbook/formatOdds";

const price = fc.double({ min: 1, max: 1000, noNaN: true });

describe("formatOdds", () => {
  it("writes two decimals below 100 and whole numbers from 100 up", () => {
    expect(formatOdds(2.1)).toBe("2.10");
    expect(formatOdds(1.01)).toBe("1.01");
    expect(formatOdds(41)).toBe("41.00");
    expect(formatOdds(100)).toBe("100");
    expect(formatOdds(150.4)).toBe("150");
  });

  it("decides on the price rounded to cents, so a price just under 100 never reads 100.00", () => {
    expect(formatOdds(99.996)).toBe("100");
    expect(formatOdds(99.994)).toBe("99.99");
  });

  it("stays within half of its last digit of the price", () => {
    fc.assert(
      fc.property(price, (coefficient) => {
        const text = formatOdds(coefficient);
        const step = text.includes(".") ? 0.01 : 1;
        expect(text).toMatch(/^\d+(\.\d\d)?$/);
        expect(Math.abs(Number(text) - coefficient)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });

  it("never reads a higher price as a lower one", () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(Number(formatOdds(low))).toBeLessThanOrEqual(Number(formatOdds(high)));
      }),
    );
  });
});
