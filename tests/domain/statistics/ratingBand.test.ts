import { describe, expect, it } from "vitest";
import { ratingBand, ratingText } from "../../../domain/statistics/ratingBand";

describe("ratingBand", () => {
  it("bands ratings by whole points", () => {
    expect([3, 5.9, 6, 6.9, 7, 7.9, 8, 8.9, 9, 10].map(ratingBand)).toEqual([
      "poor",
      "poor",
      "fair",
      "fair",
      "good",
      "good",
      "great",
      "great",
      "top",
      "top",
    ]);
  });

  it("reads a float that is a tenth below a floor as that tenth", () => {
    expect(ratingBand(6.999999)).toBe("good");
    expect(ratingBand(0.1 + 0.2 + 6.6)).toBe("fair");
  });

  it("has a band for no rating", () => {
    expect(ratingBand(null)).toBe("none");
    expect(ratingBand(undefined)).toBe("none");
    expect(ratingBand(Number.NaN)).toBe("none");
  });
});

describe("ratingText", () => {
  it("always shows one decimal", () => {
    expect(ratingText(7)).toBe("7.0");
    expect(ratingText(6.85)).toBe("6.9");
  });
});
