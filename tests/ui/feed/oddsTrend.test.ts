import { describe, expect, it } from "vitest";
import { formatOdds, oddsTrend } from "../../../ui/feed/oddsTrend.ts";

describe("oddsTrend", () => {
  it("says up or down when the price moved", () => {
    expect(oddsTrend(2.1, 2.25)).toBe("up");
    expect(oddsTrend(2.1, 1.95)).toBe("down");
  });

  it("says nothing on the first sight of a price or when it stayed", () => {
    expect(oddsTrend(undefined, 2.1)).toBeNull();
    expect(oddsTrend(2.1, 2.1)).toBeNull();
  });
});

describe("formatOdds", () => {
  it("writes two decimals below 100 and whole numbers above", () => {
    expect(formatOdds(2.1)).toBe("2.10");
    expect(formatOdds(1.01)).toBe("1.01");
    expect(formatOdds(150)).toBe("150");
  });
});
