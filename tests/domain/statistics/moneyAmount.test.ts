import { describe, expect, it } from "vitest";
import { moneyAmount } from "../../../domain/statistics/moneyAmount.ts";

describe("moneyAmount", () => {
  it("says millions with one decimal, thousands with none", () => {
    expect(moneyAmount(12_500_000)).toEqual({ kind: "amount", value: 12.5, unit: "M" });
    expect(moneyAmount(12_000_000)).toEqual({ kind: "amount", value: 12, unit: "M" });
    expect(moneyAmount(12_460_000)).toEqual({ kind: "amount", value: 12.5, unit: "M" });
    expect(moneyAmount(850_400)).toEqual({ kind: "amount", value: 850, unit: "K" });
    expect(moneyAmount(1_200_000_000)).toEqual({ kind: "amount", value: 1.2, unit: "B" });
    expect(moneyAmount(640)).toEqual({ kind: "amount", value: 640, unit: "" });
  });

  it("moves a rounding that reaches the next unit up to it", () => {
    expect(moneyAmount(999_950)).toEqual({ kind: "amount", value: 1, unit: "M" });
    expect(moneyAmount(999_499)).toEqual({ kind: "amount", value: 999, unit: "K" });
    expect(moneyAmount(999_960_000)).toEqual({ kind: "amount", value: 1, unit: "B" });
    expect(moneyAmount(999.6)).toEqual({ kind: "amount", value: 1, unit: "K" });
  });

  it("has no amount for zero, a negative or a non-number (free or undisclosed)", () => {
    expect(moneyAmount(0)).toEqual({ kind: "none" });
    expect(moneyAmount(-5)).toEqual({ kind: "none" });
    expect(moneyAmount(Number.NaN)).toEqual({ kind: "none" });
  });
});
