import { describe, expect, it } from "vitest";
import { statBarFills, statValueText } from "../../../domain/statistics/matchStatBars";

describe("statBarFills", () => {
  it("shares a count between the sides", () => {
    expect(statBarFills({ home: 7, away: 3, unit: null })).toEqual({ home: 0.7, away: 0.3, leader: "home" });
  });

  it("reads a percentage as its own share of 100", () => {
    expect(statBarFills({ home: 85, away: 80, unit: "%" })).toEqual({
      home: 0.85,
      away: 0.8,
      leader: "home",
    });
    expect(statBarFills({ home: 46, away: 54, unit: "%" })).toEqual({
      home: 0.46,
      away: 0.54,
      leader: "away",
    });
  });

  it("leaves both bars empty with nothing on either side, and has no leader when level", () => {
    expect(statBarFills({ home: 0, away: 0, unit: null })).toEqual({ home: 0, away: 0, leader: null });
    expect(statBarFills({ home: 2, away: 2, unit: null }).leader).toBeNull();
  });

  it("keeps fills between 0 and 1", () => {
    expect(statBarFills({ home: 130, away: -5, unit: "%" })).toEqual({ home: 1, away: 0, leader: "home" });
  });
});

describe("statValueText", () => {
  it("marks percentages and keeps one decimal at most", () => {
    expect(statValueText(54, "%")).toBe("54%");
    expect(statValueText(12, null)).toBe("12");
    expect(statValueText(10.46, null)).toBe("10.5");
  });
});
